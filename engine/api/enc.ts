import { encryptPayload, importPublicKey, type EncryptedBody } from '../core/crypto.ts';
import type { PublicKey } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

let key: Promise<{ keyId: string; key: CryptoKey }> | null = null;

/** `GET /wps/system/publicKey`, fetched once per page and reused. */
export function getPublicKey(signal?: AbortSignal): Promise<PublicKey> {
  return call(
    () => http.get('wps/system/publicKey', { signal }),
    memberValidator('validatePublicKey'),
  );
}

async function currentKey() {
  key ??= getPublicKey().then(async (k) => ({
    keyId: k.keyId,
    key: await importPublicKey(k.spki),
  }));
  try {
    return await key;
  } catch (error) {
    key = null;
    throw error;
  }
}

/** Seals an `enc` payload for the platform (hybrid RSA-OAEP-256 + AES-256-GCM). */
export async function sealed(payload: unknown): Promise<EncryptedBody> {
  const { keyId, key: publicKey } = await currentKey();
  return encryptPayload(publicKey, keyId, payload);
}
