/**
 * Envelope encryption of the values the database keeps secret (the private keys of `enc`
 * bodies, platform secrets). Each value gets its own random data key (AES-256-GCM); the data
 * key is wrapped with the master key (AES-256-GCM). The stored text is
 *
 *   v1:<master key id>:<base64url(iv | wrapped data key | tag)>:<base64url(iv | ciphertext | tag)>
 *
 * Both layers authenticate `v1:<key id>:<context>` (the table and row the value belongs to), so
 * a sealed value copied onto another row does not open. The key id names the master key, so a
 * later rotation can re-wrap the data keys (only the short first part) under a new key while
 * the old one still opens what it sealed. Text without the `v1:` prefix is a value stored in
 * plain text before this existed; `open` hands it back as it is (start-up seals it).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { MasterKey } from './master-key.ts';

const version = 'v1';
const ivLength = 12;
const tagLength = 16;

/** Seals and opens values at rest with the master key(s) of this process. */
export interface Vault {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  /** Seals `plaintext`, bound to `context` (e.g. `platform_secrets/<name>`). */
  seal(plaintext: string, context: string): string;
  /**
   * Opens what `seal` made for the same `context`; plain text (a value from before sealing)
   * comes back unchanged.
   * @throws MasterKeyMismatchError when another master key sealed it, or it was altered.
   */
  open(stored: string, context: string): string;
}

/** True when `stored` is a sealed value (not plain text from before). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${version}:`);
}

/** A stored value this process cannot open: another master key sealed it, or it was altered. */
export class MasterKeyMismatchError extends Error {
  constructor(context: string, sealedWith: string, current: string) {
    super(
      sealedWith === current
        ? `The stored secret ${context} does not open with master key ${current}: it was altered or copied from another row.`
        : `The stored secret ${context} was sealed with master key ${sealedWith}, but this platform's master key is ${current}. Start every instance with the master key the database was sealed with (MASTER_KEY, or the DATA_DIR/master.key of the installation that made it).`,
    );
    this.name = 'MasterKeyMismatchError';
  }
}

function encrypt(key: Buffer, plaintext: Buffer, aad: Buffer): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function decrypt(key: Buffer, sealed: string, aad: Buffer): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < ivLength + tagLength) throw new Error('too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivLength));
  decipher.setAAD(aad).setAuthTag(bytes.subarray(bytes.length - tagLength));
  return Buffer.concat([
    decipher.update(bytes.subarray(ivLength, bytes.length - tagLength)),
    decipher.final(),
  ]);
}

/** A vault sealing with `keys[0]` and opening what any of `keys` sealed. */
export function createVault(keys: readonly [MasterKey, ...MasterKey[]]): Vault {
  const current = keys[0];
  const byId = new Map(keys.map((key) => [key.id, key]));
  const aad = (keyId: string, context: string) =>
    Buffer.from(`${version}:${keyId}:${context}`, 'utf8');
  return {
    keyId: current.id,
    seal(plaintext, context) {
      const dataKey = randomBytes(32);
      const bound = aad(current.id, context);
      const wrapped = encrypt(current.bytes(), dataKey, bound);
      const body = encrypt(dataKey, Buffer.from(plaintext, 'utf8'), bound);
      return `${version}:${current.id}:${wrapped}:${body}`;
    },
    open(stored, context) {
      if (!isSealed(stored)) return stored;
      const [, keyId = '', wrapped = '', body = ''] = stored.split(':');
      const key = byId.get(keyId);
      if (!key) throw new MasterKeyMismatchError(context, keyId, current.id);
      try {
        const bound = aad(keyId, context);
        return decrypt(decrypt(key.bytes(), wrapped, bound), body, bound).toString('utf8');
      } catch {
        throw new MasterKeyMismatchError(context, keyId, current.id);
      }
    },
  };
}

const vaults = new WeakMap<Database, Vault>();

/**
 * Binds `vault` to `db`: every secret read or written through `db` (the key ring, the ALTCHA
 * and vendor secrets) uses it. The vault travels with the database because the key belongs to
 * the data: whoever opens the database (the server, the operator CLI in-process, a test) binds
 * the key once, and no route or command has to pass it along.
 */
export function bindVault(db: Database, vault: Vault): void {
  vaults.set(db, vault);
}

/** The vault bound to `db`. @throws Error when none is (the database was opened without one). */
export function vaultOf(db: Database): Vault {
  const vault = vaults.get(db);
  if (!vault)
    throw new Error(
      'No master key is bound to this database: open it with openConfiguredDatabase (platform/start.ts), or bindVault in a test.',
    );
  return vault;
}
