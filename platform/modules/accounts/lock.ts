/**
 * Locking an account (`member lock`): a locked member cannot log in by any path (password,
 * SMS code, remember token, a password reset) and gets `ACCOUNT_LOCKED`; locking ends its
 * sessions, their game launches and its remember tokens at once. `member unlock` lifts it.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { revokeMemberSessions } from './sessions.ts';
import { members, type MemberRow } from './tables.ts';

/** Throws `ACCOUNT_LOCKED` for a locked member. */
export function assertNotLocked(member: Pick<MemberRow, 'lockedAt'>): void {
  if (member.lockedAt !== null) throw apiError('ACCOUNT_LOCKED');
}

/**
 * Locks (`locked` true) or unlocks a member; locking ends its sessions and remember tokens in
 * the same transaction. A member already in that state keeps its lock time. Returns the row.
 */
export async function setMemberLock(
  db: Database,
  clock: Clock,
  member: MemberRow,
  locked: boolean,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const lockedAt = locked ? (member.lockedAt ?? clock.now()) : null;
    const [updated] = await tx
      .update(members)
      .set({ lockedAt })
      .where(eq(members.id, member.id))
      .returning();
    if (locked) await revokeMemberSessions(tx, clock, member.id);
    return updated ?? { ...member, lockedAt };
  });
}
