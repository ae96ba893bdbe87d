/**
 * Payout accounts (issue 14 item 3): the e-wallets and bank accounts a member withdraws to. Each
 * is held in the member's real name (the holder name must equal it), of a provider the brand
 * pays out to, at most `payoutAccountsMax` at once; binding one needs an SMS code to the
 * member's phone when the brand sends SMS. Removing one keeps it for the withdrawals made to it.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type {
  AddPayoutAccountRequest,
  PayoutAccount,
  PayoutProviderView,
} from '../../../schemas/api/withdrawals.ts';
import type { Brand, PayoutProvider } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import { localize } from '../../../engine/core/localized.ts';
import { mobileInCountries } from '../../../engine/core/phone.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, fieldError } from '../../kernel/errors.ts';
import { lockHolder } from '../ledger/index.ts';
import { cashierPayoutAccounts, type PayoutAccountRow } from './tables.ts';
import { newPublicId } from '../../kernel/public-id.ts';

/** A provider with its id. */
export interface Provider extends PayoutProvider {
  id: string;
}

/** The brand's payout providers (switched-off ones too), in list order (sort, then id). */
function providersOf(brand: Brand): Provider[] {
  return Object.entries(brand.cashier?.withdrawal?.providers ?? {})
    .map(([id, provider]) => ({ ...provider, id }))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id.localeCompare(b.id));
}

/** The brand's enabled payout providers, as the withdrawal page offers them. */
export function providerViews(brand: Brand, language: LanguageCode): PayoutProviderView[] {
  return providersOf(brand)
    .filter((provider) => provider.enabled !== false)
    .map((provider) => ({
      id: provider.id,
      kind: provider.kind,
      name: localize(provider.names, language),
    }));
}

/** `•••• 4567`: enough for the member to tell accounts apart, too little for anyone else. */
export const maskNumber = (number: string) => `•••• ${number.slice(-4)}`;

/** A bound account as answered, its provider named in `language`. */
export function payoutAccountView(
  brand: Brand,
  language: LanguageCode,
  row: PayoutAccountRow,
): PayoutAccount {
  const provider = providersOf(brand).find((p) => p.id === row.providerId);
  return {
    id: row.publicId,
    providerId: row.providerId,
    providerName: provider ? localize(provider.names, language) : row.providerId,
    kind: row.kind,
    maskedNumber: maskNumber(row.accountNumber),
    holderName: row.holderName,
    usable: provider !== undefined && provider.enabled !== false,
  };
}

/** The member's bound accounts, oldest first. */
export async function boundAccounts(db: Database, memberId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(cashierPayoutAccounts)
    .where(
      and(eq(cashierPayoutAccounts.memberId, memberId), isNull(cashierPayoutAccounts.removedAt)),
    )
    .orderBy(asc(cashierPayoutAccounts.id));
}

/** How many accounts the member has bound now (removed ones not counted). */
export async function boundAccountCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cashierPayoutAccounts)
    .where(
      and(eq(cashierPayoutAccounts.memberId, memberId), isNull(cashierPayoutAccounts.removedAt)),
    );
  return row?.n ?? 0;
}

/** The member's bound account `publicId`, or `TX_NOT_FOUND` (another member's too). */
export async function boundAccount(
  db: Database,
  memberId: number,
  publicId: string,
): Promise<PayoutAccountRow> {
  const [row] = await db
    .select()
    .from(cashierPayoutAccounts)
    .where(
      and(
        eq(cashierPayoutAccounts.memberId, memberId),
        eq(cashierPayoutAccounts.publicId, publicId),
        isNull(cashierPayoutAccounts.removedAt),
      ),
    );
  if (!row) throw apiError('TX_NOT_FOUND', { message: `No payout account ${publicId}` });
  return row;
}

/** A holder name as compared: trimmed, single spaces, case-insensitive. */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

/**
 * The account number as stored: an e-wallet's mobile number in E.164 (a valid mobile number of
 * one of the brand's registration countries, the Philippines when it names none), a bank
 * account's 6 to 20 digits (spaces and dashes dropped); `accountNumber: invalid` otherwise.
 */
function storedNumber(brand: Brand, provider: Provider, typed: string): string {
  if (provider.kind === 'e-wallet') {
    const countries =
      brand.registration.countries.length > 0 ? brand.registration.countries : ['PH'];
    const number = mobileInCountries(typed, countries);
    if (!number) throw fieldError({ accountNumber: 'invalidPhone' });
    return number;
  }
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^[0-9]{6,20}$/.test(digits)) throw fieldError({ accountNumber: 'invalid' });
  return digits;
}

/** What binding an account needs besides the request. */
export interface BindContext {
  brand: Brand;
  member: { id: number; payeeName: string | null };
  /** Uses up the member's SMS code inside the binding's transaction (when one was needed). */
  useCode?: (tx: Database) => Promise<void>;
}

/**
 * Binds a payout account: the provider must be enabled, the number valid for its kind, the
 * holder the member's real name (`REAL_NAME_REQUIRED` before one is set), the number not bound
 * already (`accountNumber: taken`) and the member below the brand's maximum
 * (`PAYOUT_ACCOUNTS_FULL`), checked under the member's ledger lock.
 */
export async function bindPayoutAccount(
  db: Database,
  clock: Clock,
  context: BindContext,
  input: AddPayoutAccountRequest,
): Promise<PayoutAccountRow> {
  const { brand, member } = context;
  const provider = providersOf(brand).find((p) => p.id === input.providerId);
  if (!provider || provider.enabled === false) throw fieldError({ providerId: 'invalid' });
  const accountNumber = storedNumber(brand, provider, input.accountNumber);
  if (!member.payeeName) throw apiError('REAL_NAME_REQUIRED');
  if (comparable(input.holderName) !== comparable(member.payeeName))
    throw fieldError({ holderName: 'mismatch' });
  const max = brand.cashier?.withdrawal?.payoutAccountsMax ?? 3;
  return db.transaction(async (tx) => {
    await lockHolder(tx, { memberId: member.id });
    const bound = await boundAccountCount(tx, member.id);
    const [same] = await tx
      .select({ id: cashierPayoutAccounts.id })
      .from(cashierPayoutAccounts)
      .where(
        and(
          eq(cashierPayoutAccounts.memberId, member.id),
          eq(cashierPayoutAccounts.providerId, provider.id),
          eq(cashierPayoutAccounts.accountNumber, accountNumber),
          isNull(cashierPayoutAccounts.removedAt),
        ),
      );
    if (same) throw fieldError({ accountNumber: 'taken' });
    if (bound >= max) throw apiError('PAYOUT_ACCOUNTS_FULL');
    await context.useCode?.(tx);
    const [row] = await tx
      .insert(cashierPayoutAccounts)
      .values({
        publicId: newPublicId(),
        brandId: brand.id,
        memberId: member.id,
        providerId: provider.id,
        kind: provider.kind,
        accountNumber,
        holderName: member.payeeName!,
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('The payout account was not stored');
    return row;
  });
}

/** Removes the member's bound account `publicId` (withdrawals made to it keep pointing at it). */
export async function removePayoutAccount(
  db: Database,
  clock: Clock,
  memberId: number,
  publicId: string,
): Promise<void> {
  const row = await boundAccount(db, memberId, publicId);
  await db
    .update(cashierPayoutAccounts)
    .set({ removedAt: clock.now() })
    .where(eq(cashierPayoutAccounts.id, row.id));
}
