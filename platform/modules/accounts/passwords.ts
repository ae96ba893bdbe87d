/**
 * Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB, 2 passes, 1 lane, the
 * OWASP minimum) and the temporary passwords e-mailed by the forgot-password flow.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FieldRule } from '../../../schemas/brand.ts';
import { checkField } from '../../../engine/core/registration.ts';

/** The argon2id hash of `password` (PHC string with its own salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a random password: checking against it when an account does not exist takes as
// long as a real check, so response times do not tell which usernames exist.
let decoy: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. With no stored hash (unknown account, or one without a
 * password) the check still spends the time of a real one and answers false.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hash(String(randomInt(0, 2 ** 47)));
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const lower = 'abcdefghjkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!@#$%*?';

const pick = (alphabet: string) => alphabet[randomInt(0, alphabet.length)]!;

function candidate(length: number, withSymbol: boolean): string {
  // One of each class guarantees the mixed-class patterns (5, 7, 18); the rest is random.
  const chars = [pick(lower), pick(upper), pick(digits)];
  if (withSymbol) chars.push(pick(symbols));
  const all = lower + upper + digits;
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  // Pattern 1 wants a letter first.
  const first = chars.findIndex((c) => /[A-Za-z]/.test(c));
  if (first > 0) [chars[0], chars[first]] = [chars[first]!, chars[0]!];
  return chars.join('');
}

/**
 * A random password of 10 characters (or the rule's bounds) that passes the brand's password
 * rule when it can: without a symbol first, with one when the rule needs it.
 */
export function temporaryPassword(rule: FieldRule): string {
  const length = Math.min(Math.max(10, rule.minLength), rule.maxLength);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const password = candidate(Math.max(length, 4), attempt % 2 === 1);
    if (checkField(password, rule, true) === null) return password;
  }
  return candidate(Math.max(length, 4), true);
}
