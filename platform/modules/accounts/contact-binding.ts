/**
 * Binding a new phone number or e-mail address to a member's account (the profile page, issue
 * 14 item 5). The member asks for a code to the new number (SMS) or address (e-mail) and binds
 * it by sending the code back: the code proves they hold it. It replaces the contact bound
 * before. Codes are verification codes (verification-codes.ts, purposes `bindMobile` and
 * `bindEmail`) scoped to the number or address and to the member who asked: valid for the
 * brand's `smsCodeMinutes`, used once, dead after five wrong attempts, and sent within the same
 * per-number (per-address) and per-client limits as every other code.
 *
 * A number is bound to one member of a brand at most, as registration has it (the unique index
 * decides under races); an e-mail address may be shared, as registration allows it too.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FieldErrorCode } from '../../../schemas/api/errors.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { e164, normaliseDialingCode } from '../../../engine/core/phone.ts';
import { emailProblem } from '../../../engine/core/profile.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { fieldError } from '../../kernel/errors.ts';
import type { MessageSender } from './messaging.ts';
import { uniqueViolation } from './members.ts';
import { validMobileFor } from './registration.ts';
import { members, type MemberRow } from './tables.ts';
import {
  checkCode,
  checkSendLimits,
  sendCode,
  useCode,
  type SendLimits,
} from './verification-codes.ts';

/** A number or address a member wants to bind, checked. */
export interface NewContact {
  kind: 'mobile' | 'email';
  /** The request field it came in. */
  field: 'mobileNum' | 'email';
  /** As stored: the number in E.164, the address as typed (trimmed). */
  value: string;
  /** What codes are addressed to: the number, or the address in lower case. */
  recipient: string;
}

/** A checked contact, or the field problems of the request. */
type Checked =
  { contact: NewContact; problems?: undefined } | { problems: Record<string, FieldErrorCode> };

/**
 * The number of `countryDialingCode` and `mobileNum` in E.164 when it is a valid mobile number of
 * the brand's countries, as registration normalises it.
 */
export function checkNewMobile(
  brand: Pick<Brand, 'registration'>,
  input: { countryDialingCode: string; mobileNum: string },
): Checked {
  const dialing = normaliseDialingCode(input.countryDialingCode);
  const number = input.mobileNum.trim();
  if (dialing === '') return { problems: { countryDialingCode: 'required' } };
  if (number === '') return { problems: { mobileNum: 'required' } };
  if (!validMobileFor(brand, dialing, number)) return { problems: { mobileNum: 'invalidPhone' } };
  const value = e164(dialing, number);
  return { contact: { kind: 'mobile', field: 'mobileNum', value, recipient: value } };
}

/** The address when it keeps the brand's e-mail rule (see `emailProblem`). */
export function checkNewEmail(brand: Pick<Brand, 'registration'>, email: string): Checked {
  const problem = emailProblem(brand.registration.fields.email, email);
  if (problem) return { problems: { email: problem.code } };
  const value = email.trim();
  return { contact: { kind: 'email', field: 'email', value, recipient: value.toLowerCase() } };
}

/**
 * Throws on the contact's field when it cannot be bound: `unchanged` when it is the member's
 * own already, `taken` when it is another member's number.
 */
async function assertBindable(
  db: Database,
  member: Pick<MemberRow, 'id' | 'brandId' | 'mobile' | 'email'>,
  contact: NewContact,
): Promise<void> {
  const current = contact.kind === 'mobile' ? member.mobile : member.email?.toLowerCase();
  if (current === contact.recipient) throw fieldError({ [contact.field]: 'unchanged' });
  if (contact.kind === 'email') return;
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.brandId, member.brandId),
        eq(members.mobile, contact.value),
        ne(members.id, member.id),
      ),
    )
    .limit(1);
  if (other) throw fieldError({ mobileNum: 'taken' });
}

const purposeOf = (contact: NewContact) =>
  contact.kind === 'mobile' ? ('bindMobile' as const) : ('bindEmail' as const);

/**
 * Sends `member` a code to bind `contact`, by SMS or e-mail, after the send limits. Answers how
 * many minutes it is valid. Throws `unchanged` / `taken` on the contact's field (see above),
 * `TOO_MANY_REQUESTS`, or `SMS_FAILED` / `EMAIL_FAILED`.
 */
export async function sendBindingCode(
  db: Database,
  clock: Clock,
  sender: MessageSender,
  options: {
    brand: Pick<Brand, 'id' | 'name' | 'accounts'>;
    member: MemberRow;
    contact: NewContact;
    ip: string;
    limits: SendLimits;
  },
): Promise<{ expiredMinutes: number }> {
  const { brand, member, contact, ip, limits } = options;
  await assertBindable(db, member, contact);
  await checkSendLimits(db, clock, { recipient: contact.recipient, ip, limits });
  const minutes = brand.accounts.smsCodeMinutes;
  const what =
    contact.kind === 'mobile'
      ? 'to bind this number to your account'
      : `to bind this e-mail address to your account ${member.username}`;
  await sendCode(db, clock, sender, {
    brandId: brand.id,
    purpose: purposeOf(contact),
    recipient: contact.recipient,
    memberId: member.id,
    ip,
    validMinutes: minutes,
    ...(contact.kind === 'email' ? { email: { to: contact.value } } : {}),
    text: (code) =>
      `${brand.name}: ${code} is your code ${what}. It expires in ${minutes} minutes. Do not share it.`,
  });
  return { expiredMinutes: minutes };
}

/**
 * Binds `contact` to `member` when `code` is the live code the member asked for it, replacing
 * the contact bound before; the code is used up in the same transaction. Throws `unchanged` /
 * `taken` on the contact's field, or `INVALID_CODE` / `CODE_EXPIRED` on `verificationCode`.
 */
export async function bindContact(
  db: Database,
  clock: Clock,
  options: { member: MemberRow; contact: NewContact; code: string },
): Promise<void> {
  const { member, contact } = options;
  await assertBindable(db, member, contact);
  const { id } = await checkCode(db, clock, {
    brandId: member.brandId,
    purpose: purposeOf(contact),
    recipient: contact.recipient,
    memberId: member.id,
    code: options.code,
  });
  const change = contact.kind === 'mobile' ? { mobile: contact.value } : { email: contact.value };
  try {
    await db.transaction(async (tx) => {
      await useCode(tx, clock, id);
      await tx.update(members).set(change).where(eq(members.id, member.id));
    });
  } catch (error) {
    // Another member bound the number meanwhile.
    if (uniqueViolation(error) === 'members_mobile_idx') throw fieldError({ mobileNum: 'taken' });
    throw error;
  }
}
