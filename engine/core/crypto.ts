/**
 * Hybrid encryption of `enc` payloads (spec §7): the browser seals the JSON body with a fresh
 * AES-256-GCM key and wraps that key with the platform's RSA-OAEP-256 public key. WebCrypto only,
 * so the same code runs in the browser and in the platform (Node's `globalThis.crypto`).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** JSON Schema of an encrypted body: `{ "enc": { keyId, key, iv, data } }`, all base64. */
export const encryptedBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enc'],
  properties: {
    enc: {
      type: 'object',
      additionalProperties: false,
      required: ['keyId', 'key', 'iv', 'data'],
      properties: {
        keyId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        key: { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,1024}$' },
        iv: { type: 'string', pattern: '^[A-Za-z0-9+/=]{16}$' },
        data: { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,200000}$' },
      },
    },
  },
} as const;
/** An encrypted request body. */
export type EncryptedBody = FromSchema<typeof encryptedBodySchema>;

const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Base64 of bytes (standard alphabet). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes of base64 text; throws on malformed input. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new RSA-OAEP-256 key pair, exported as base64 SPKI (public) and PKCS#8 (private). */
export async function generateKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

/** Imports a base64 SPKI public key for wrapping. */
export function importPublicKey(spki: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spki), rsa, false, ['encrypt']);
}

/** Imports a base64 PKCS#8 private key for unwrapping. */
export function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8), rsa, false, ['decrypt']);
}

/**
 * Seals `payload` for the holder of `publicKey`. The key id is bound as additional data, so an
 * envelope cannot be replayed under another key.
 */
export async function encryptPayload(
  publicKey: CryptoKey,
  keyId: string,
  payload: unknown,
): Promise<EncryptedBody> {
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(keyId) },
      aes,
      plain,
    ),
  );
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', aes));
  const key = new Uint8Array(await crypto.subtle.encrypt(rsa, publicKey, raw));
  return { enc: { keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}

/** Why an envelope could not be opened. */
export class DecryptionError extends Error {}

/**
 * Opens an envelope with the private key of its `keyId`. Any tampering (key, iv, data, key id)
 * fails authentication and throws DecryptionError; so does a body that is not JSON.
 */
export async function decryptPayload(privateKey: CryptoKey, body: EncryptedBody): Promise<unknown> {
  try {
    const raw = await crypto.subtle.decrypt(rsa, privateKey, fromBase64(body.enc.key));
    const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(body.enc.iv),
        additionalData: new TextEncoder().encode(body.enc.keyId),
      },
      aes,
      fromBase64(body.enc.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch (error) {
    throw new DecryptionError(error instanceof Error ? error.message : 'cannot decrypt');
  }
}
