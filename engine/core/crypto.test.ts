import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  DecryptionError,
  encryptPayload,
  fromBase64,
  generateKeyPair,
  importPrivateKey,
  importPublicKey,
  toBase64,
} from './crypto.ts';

const keys = await generateKeyPair();
const publicKey = await importPublicKey(keys.publicKey);
const privateKey = await importPrivateKey(keys.privateKey);

function flip(text: string, at = 3): string {
  const bytes = fromBase64(text);
  bytes[at % bytes.length]! ^= 0x01;
  return toBase64(bytes);
}

describe('hybrid encryption', () => {
  it('round-trips a payload, including unicode', async () => {
    const payload = { username: 'juan', password: 'Pässwörd1!', note: '中文' };
    const body = await encryptPayload(publicKey, 'k1', payload);
    expect(JSON.stringify(body)).not.toContain('juan');
    expect(await decryptPayload(privateKey, body)).toEqual(payload);
  });

  it('uses a fresh key and iv every time', async () => {
    const a = await encryptPayload(publicKey, 'k1', { x: 1 });
    const b = await encryptPayload(publicKey, 'k1', { x: 1 });
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(a.enc.key).not.toBe(b.enc.key);
  });

  it.each(['data', 'key', 'iv'] as const)(
    'refuses an envelope whose %s was tampered with',
    async (part) => {
      const body = await encryptPayload(publicKey, 'k1', { amount: 100 });
      body.enc[part] = flip(body.enc[part]);
      await expect(decryptPayload(privateKey, body)).rejects.toBeInstanceOf(DecryptionError);
    },
  );

  it('refuses an envelope moved to another key id', async () => {
    const body = await encryptPayload(publicKey, 'k1', { amount: 100 });
    await expect(
      decryptPayload(privateKey, { enc: { ...body.enc, keyId: 'k2' } }),
    ).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses another key pair', async () => {
    const other = await generateKeyPair();
    const body = await encryptPayload(await importPublicKey(other.publicKey), 'k1', { a: 1 });
    await expect(decryptPayload(privateKey, body)).rejects.toBeInstanceOf(DecryptionError);
  });
});
