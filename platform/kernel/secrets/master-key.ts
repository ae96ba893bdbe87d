/**
 * The master key that encrypts the private keys and secrets the database holds (vault.ts).
 * Production takes it from `MASTER_KEY`; the embedded default generates one once into a key
 * file in the data directory (0600, outside the database), so a copied database alone does not
 * reveal its secrets. The key is never logged: only its id, a fingerprint that names it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { inspect } from 'node:util';

/** Bytes of an AES-256 key. */
const keyLength = 32;

/** A 32-byte master key and its id; printing it shows the id only. */
export class MasterKey {
  /** A fingerprint of the key (16 hex digits): stored beside every value it seals. */
  readonly id: string;
  readonly #bytes: Buffer;

  constructor(bytes: Uint8Array) {
    if (bytes.length !== keyLength) throw new Error(`A master key has ${keyLength} bytes`);
    this.#bytes = Buffer.from(bytes);
    this.id = createHmac('sha256', this.#bytes).update('master-key-id').digest('hex').slice(0, 16);
  }

  /** The raw key, for node:crypto. */
  bytes(): Buffer {
    return this.#bytes;
  }

  /** The form `MASTER_KEY` and the key file take: base64 of the 32 bytes. */
  toText(): string {
    return this.#bytes.toString('base64');
  }

  /** Logs and JSON show the id, never the key. */
  toJSON(): string {
    return `MasterKey(${this.id})`;
  }

  [inspect.custom](): string {
    return this.toJSON();
  }
}

/**
 * Reads the text of `MASTER_KEY` or a key file: 64 hex digits, or base64 (standard or URL-safe,
 * padding optional) of exactly 32 bytes. Null when it is neither.
 */
export function parseMasterKey(text: string): MasterKey | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return new MasterKey(Buffer.from(value, 'hex'));
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === keyLength ? new MasterKey(bytes) : null;
}

/** Where the master key of this process came from. */
export type MasterKeySource =
  | { kind: 'environment' }
  | { kind: 'key file'; path: string; /** True when this start generated it. */ created: boolean };

/** A master key and where it came from. */
export interface ResolvedMasterKey {
  key: MasterKey;
  source: MasterKeySource;
}

/**
 * Reads the key file at `path`, generating it (a new random key, mode 0600) when it does not
 * exist. The file appears whole or not at all (written aside, then linked into place), so two
 * processes starting together end up with the same key.
 */
async function keyFileMasterKey(path: string): Promise<ResolvedMasterKey> {
  const read = async (created: boolean): Promise<ResolvedMasterKey> => {
    const key = parseMasterKey(await readFile(path, 'utf8'));
    if (!key) {
      throw new Error(
        `${path} does not hold a master key (base64 or hex of 32 bytes). Restore it from a backup: without it the secrets in the database cannot be opened.`,
      );
    }
    return { key, source: { kind: 'key file', path, created } };
  };
  try {
    return await read(false);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
  }
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${new MasterKey(randomBytes(keyLength)).toText()}\n`, {
    mode: 0o600,
    flag: 'wx',
    flush: true,
  });
  try {
    await link(aside, path);
    return await read(true);
  } catch (error) {
    // Another process linked its key first: use that one.
    if ((error as { code?: unknown }).code === 'EEXIST') return await read(false);
    throw error;
  } finally {
    await rm(aside, { force: true });
  }
}

/** What `resolveMasterKey` needs to know (the fields of the platform's Config). */
export interface MasterKeySettings {
  /** `MASTER_KEY`, parsed; undefined when unset. */
  masterKey: MasterKey | undefined;
  /** The key file of the embedded default (`DATA_DIR/master.key`). */
  masterKeyFile: string;
  /** Production mode: the key must come from the environment. */
  production: boolean;
}

/** The message of a production start without `MASTER_KEY`. */
export const masterKeyRequired =
  'MASTER_KEY is required when NODE_ENV=production: it encrypts the private keys and secrets stored in the database. Generate one with `openssl rand -base64 32`, keep it in your secret store and give every instance the same value (to keep the secrets of an existing embedded install, use the content of its DATA_DIR/master.key).';

/**
 * The master key of this process: `MASTER_KEY` when set; otherwise, outside production, the
 * key file (generated on first use). In production without `MASTER_KEY` it throws.
 */
export async function resolveMasterKey(settings: MasterKeySettings): Promise<ResolvedMasterKey> {
  if (settings.masterKey) return { key: settings.masterKey, source: { kind: 'environment' } };
  if (settings.production) throw new Error(masterKeyRequired);
  return keyFileMasterKey(settings.masterKeyFile);
}
