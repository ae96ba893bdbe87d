import { describe, expect, it } from 'vitest';
import { MasterKey } from './master-key.ts';
import { createVault, isSealed, MasterKeyMismatchError } from './vault.ts';

const keyA = new MasterKey(Buffer.alloc(32, 1));
const keyB = new MasterKey(Buffer.alloc(32, 2));

describe('vault', () => {
  it('seals a value under the master key id and opens it again', () => {
    const vault = createVault([keyA]);
    const sealed = vault.seal('top secret', 'platform_secrets/x');
    expect(sealed).toMatch(new RegExp(`^v1:${keyA.id}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('top secret');
    expect(isSealed(sealed)).toBe(true);
    expect(vault.open(sealed, 'platform_secrets/x')).toBe('top secret');
    // A fresh data key and IV every time.
    expect(vault.seal('top secret', 'platform_secrets/x')).not.toBe(sealed);
  });

  it('hands plain text from before sealing back unchanged', () => {
    expect(isSealed('MIIEvQIBADANBg')).toBe(false);
    expect(createVault([keyA]).open('MIIEvQIBADANBg', 'encryption_keys/k')).toBe('MIIEvQIBADANBg');
  });

  it('refuses another row, an altered value and another master key', () => {
    const sealed = createVault([keyA]).seal('top secret', 'platform_secrets/x');
    expect(() => createVault([keyA]).open(sealed, 'platform_secrets/y')).toThrow(
      /does not open with master key/,
    );
    // One character of the ciphertext changed, away from the end, where base64 padding bits
    // could make a change decode to the same bytes.
    const at = sealed.length - 10;
    const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(() => createVault([keyA]).open(altered, 'platform_secrets/x')).toThrow(
      MasterKeyMismatchError,
    );
    expect(() => createVault([keyB]).open(sealed, 'platform_secrets/x')).toThrow(
      `sealed with master key ${keyA.id}, but this platform's master key is ${keyB.id}`,
    );
  });

  it('opens what an older key sealed while sealing with the newest (rotation)', () => {
    const sealed = createVault([keyA]).seal('top secret', 'platform_secrets/x');
    const rotated = createVault([keyB, keyA]);
    expect(rotated.open(sealed, 'platform_secrets/x')).toBe('top secret');
    expect(rotated.seal('new', 'platform_secrets/x')).toMatch(new RegExp(`^v1:${keyB.id}:`));
  });
});
