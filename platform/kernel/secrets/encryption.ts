/**
 * The key pairs `enc` request bodies are sealed for (spec §7 "enc"). Pairs live in the database
 * so every instance hands out the same public key and opens any envelope; the first start
 * creates one. Private keys are stored sealed with the master key (vault.ts), bound to their
 * key id, and imported once per process and cached.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PublicKey } from '../../../schemas/api/account.ts';
import { generateKeyPair, importPrivateKey } from '../../../engine/core/crypto.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { encryptionKeys } from './tables.ts';
import { isSealed, vaultOf, type Vault } from './vault.ts';

/** What a sealed private key is bound to: its table and key id. */
const context = (keyId: string) => `encryption_keys/${keyId}`;

/** The algorithm name `GET /wps/system/publicKey` announces. */
export const sealAlgorithm = 'RSA-OAEP-256+A256GCM';

/** Access to the stored key pairs. */
export interface KeyRing {
  /** The public key clients should seal with (created at the first call on an empty database). */
  current(): Promise<PublicKey>;
  /** The private key of `keyId`, or null when no such key is stored. */
  privateKey(keyId: string): Promise<CryptoKey | null>;
}

/** Creates a key pair when the database has none; returns the newest. */
export async function ensureKeyPair(db: Database, clock: Clock): Promise<PublicKey> {
  const newest = async () => {
    const [row] = await db
      .select({ keyId: encryptionKeys.keyId, spki: encryptionKeys.publicKey })
      .from(encryptionKeys)
      .orderBy(desc(encryptionKeys.createdAt), desc(encryptionKeys.keyId))
      .limit(1);
    return row;
  };
  const found = await newest();
  if (found) return { ...found, algorithm: sealAlgorithm };
  const vault = vaultOf(db);
  const pair = await generateKeyPair();
  const keyId = randomBytes(12).toString('base64url');
  await db
    .insert(encryptionKeys)
    .values({
      keyId,
      publicKey: pair.publicKey,
      privateKey: vault.seal(pair.privateKey, context(keyId)),
      createdAt: clock.now(),
    })
    .onConflictDoNothing();
  const created = await newest();
  if (!created) throw new Error('No encryption key could be stored');
  return { ...created, algorithm: sealAlgorithm };
}

/** A key ring on `db`. */
export function keyRing(db: Database, clock: Clock): KeyRing {
  let current: Promise<PublicKey> | undefined;
  const privateKeys = new Map<string, Promise<CryptoKey | null>>();
  return {
    current() {
      current ??= ensureKeyPair(db, clock).catch((error: unknown) => {
        current = undefined;
        throw error;
      });
      return current;
    },
    privateKey(keyId) {
      let key = privateKeys.get(keyId);
      if (!key) {
        key = (async () => {
          const [row] = await db
            .select({ privateKey: encryptionKeys.privateKey })
            .from(encryptionKeys)
            .where(eq(encryptionKeys.keyId, keyId));
          return row ? importPrivateKey(vaultOf(db).open(row.privateKey, context(keyId))) : null;
        })();
        // Only found keys are cached: an unknown id (a forged envelope) must not fill memory.
        void key.then(
          (found) => {
            if (!found) privateKeys.delete(keyId);
          },
          () => privateKeys.delete(keyId),
        );
        privateKeys.set(keyId, key);
      }
      return key;
    },
  };
}

/**
 * Seals every private key still stored in plain text and checks that every sealed one opens
 * with `vault`. Returns how many rows were sealed. Run under the set-up lock.
 */
export async function sealPlainPrivateKeys(db: Database, vault: Vault): Promise<number> {
  let sealed = 0;
  const rows = await db
    .select({ keyId: encryptionKeys.keyId, privateKey: encryptionKeys.privateKey })
    .from(encryptionKeys);
  for (const row of rows) {
    if (isSealed(row.privateKey)) {
      vault.open(row.privateKey, context(row.keyId));
      continue;
    }
    const updated = await db
      .update(encryptionKeys)
      .set({ privateKey: vault.seal(row.privateKey, context(row.keyId)) })
      .where(
        and(eq(encryptionKeys.keyId, row.keyId), eq(encryptionKeys.privateKey, row.privateKey)),
      )
      .returning({ keyId: encryptionKeys.keyId });
    sealed += updated.length;
  }
  return sealed;
}
