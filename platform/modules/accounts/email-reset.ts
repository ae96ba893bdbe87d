/**
 * The e-mail password reset (spec §5 "Forgot by email"). A request e-mails a temporary password
 * and changes nothing else: the member's password and sessions stay as they are, so a stranger
 * who knows a username and address cannot lock the player out. The temporary password is a
 * verification code (purpose `email`, recipient `member:<id>`): stored hashed, valid for the
 * brand's `resetCodeMinutes`, single-use, dead after five wrong attempts and replaced by a newer
 * one. The reset completes when the member logs in with it: only then does it become the
 * password (to be changed at once), and every session ends.
 */
import { eq } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import { passwordRule } from '../../../engine/core/registration.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { PlatformError } from '../../kernel/errors.ts';
import type { MessageSender } from './messaging.ts';
import { hashPassword, temporaryPassword } from './passwords.ts';
import { revokeMemberSessions } from './sessions.ts';
import { members, type MemberRow } from './tables.ts';
import { matchCode, sendCode, useCode } from './verification-codes.ts';

/** The recipient key of a member's e-mail reset codes (one member, whatever the address). */
export function emailResetRecipient(memberId: number): string {
  return `member:${memberId}`;
}

/**
 * E-mails `member` a temporary password for brand `brand` (call `checkSendLimits` with
 * `emailResetRecipient` first). Throws `EMAIL_FAILED` when the provider refuses the message.
 */
export async function sendEmailReset(
  db: Database,
  clock: Clock,
  sender: MessageSender,
  options: {
    brand: Pick<Brand, 'id' | 'name' | 'accounts' | 'registration'>;
    member: Pick<MemberRow, 'id' | 'username'> & { email: string };
    ip: string;
  },
): Promise<void> {
  const { brand, member } = options;
  const minutes = brand.accounts.resetCodeMinutes;
  await sendCode(db, clock, sender, {
    brandId: brand.id,
    purpose: 'email',
    recipient: emailResetRecipient(member.id),
    ip: options.ip,
    validMinutes: minutes,
    email: { to: member.email, newCode: () => temporaryPassword(passwordRule(brand)) },
    text: (password) =>
      `${brand.name}: your temporary password for ${member.username} is ${password}. Log in with it within ${minutes} minutes and choose a new password. It works once; until you use it, your current password keeps working.`,
  });
}

/**
 * Completes an e-mail reset when `password` is the member's live temporary password: in one
 * transaction it is used up, becomes the password (marked temporary, so the login asks for a
 * new one) and every session of the member ends. Answers the updated member, or null when
 * `password` is not a live temporary password (a wrong one counts as an attempt).
 */
export async function redeemEmailReset(
  db: Database,
  clock: Clock,
  member: MemberRow,
  password: string,
): Promise<MemberRow | null> {
  const found = await matchCode(db, clock, {
    brandId: member.brandId,
    purpose: 'email',
    recipient: emailResetRecipient(member.id),
    code: password,
  });
  if (!found.ok) return null;
  const hash = await hashPassword(password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      await useCode(tx, clock, found.id);
      const [updated] = await tx
        .update(members)
        .set({ passwordHash: hash, passwordChangedAt: now, passwordTemporary: true })
        .where(eq(members.id, member.id))
        .returning();
      await revokeMemberSessions(tx, clock, member.id);
      return updated ?? null;
    });
  } catch (error) {
    // Another login used the code first.
    if (error instanceof PlatformError) return null;
    throw error;
  }
}
