/**
 * Public ids of records players and operators name (deposits, withdrawals, payout accounts):
 * 16 random bytes in base64url, 22 characters. An id never starts with `-`, so an operator can
 * type it as a command argument (`cashier approve <id>`) without it being read as an option.
 */
import { randomBytes } from 'node:crypto';

/** A new public id; `random` gives the bytes (injected by tests). */
export function newPublicId(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const id = random(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
