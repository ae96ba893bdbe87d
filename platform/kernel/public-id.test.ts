import { expect, it } from 'vitest';
import { newPublicId } from './public-id.ts';

it('is 22 base64url characters and draws again rather than start with "-"', () => {
  // 0xf8 makes the first character "-" (62, the top six bits of the first byte).
  const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0x41)];
  const id = newPublicId(() => draws.shift()!);
  expect(id).toBe(Buffer.alloc(16, 0x41).toString('base64url'));
  expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
  expect(draws).toEqual([]);
  expect(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-')).toBe(true);
});
