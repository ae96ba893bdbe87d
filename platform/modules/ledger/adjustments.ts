/**
 * Operator adjustments: a credit or a debit of a member's balance with the operator's reason,
 * booked as an `adjustment` entry against the brand's `adjustments` house account, never as an
 * edit of a balance. A debit never takes a member below zero (`INSUFFICIENT_FUNDS`); the key
 * makes a retried adjustment answer the first one.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { houseAccount, lockHolder } from './accounts.ts';
import { checkKey, findEntry, postingsOf, withKeyRetry, writeEntry } from './entries.ts';
import { checkAmount } from './seamless.ts';

/** An adjustment of a member's balance. */
export interface AdjustmentInput {
  memberId: number;
  /** Positive credits the member, negative debits. */
  amountMinor: bigint;
  /** The idempotency key (unique per brand). */
  key: string;
  /** Why: shown in the member's statement to operators. */
  memo: string;
}

/** The answer of an adjustment. */
export interface AdjustmentResult {
  status: 'OK' | 'DUPLICATE';
  entryId: number;
  /** The member's available balance right after the adjustment. */
  balanceMinor: bigint;
}

/** Books an adjustment, or answers the one booked under the same key. */
export async function adjust(
  db: Database,
  clock: Clock,
  input: AdjustmentInput,
): Promise<AdjustmentResult> {
  checkKey(input.key, 'key');
  if (input.amountMinor === 0n) throw badRequest('An adjustment moves a non-zero amount');
  const size = input.amountMinor < 0n ? -input.amountMinor : input.amountMinor;
  checkAmount(size, true);
  const memo = input.memo.trim();
  if (memo.length === 0 || memo.length > 500)
    throw badRequest('An adjustment needs a reason of 1 to 500 characters');
  return withKeyRetry(db, async (tx) => {
    const member = await lockHolder(tx, { memberId: input.memberId });
    const existing = await findEntry(tx, member.brandId, input.key);
    if (existing) {
      const [own] = (await postingsOf(tx, existing.id)).filter((p) => p.accountId === member.id);
      if (existing.kind !== 'adjustment' || own?.amountMinor !== input.amountMinor)
        throw apiError('TX_CONFLICT', {
          message: `Key ${input.key} was already used for a different ${existing.kind}`,
        });
      return {
        status: 'DUPLICATE',
        entryId: existing.id,
        balanceMinor: own.balanceAfterMinor ?? 0n,
      };
    }
    const house = await houseAccount(tx, member.brandId, 'adjustments', member.currency);
    const { entry, after } = await writeEntry(
      tx,
      {
        brandId: member.brandId,
        idempotencyKey: input.key,
        kind: 'adjustment',
        memberId: input.memberId,
        amountMinor: size,
        memo,
        createdAt: clock.now(),
      },
      [
        { account: member, amountMinor: input.amountMinor },
        { account: house, amountMinor: -input.amountMinor },
      ],
    );
    return { status: 'OK', entryId: entry.id, balanceMinor: after.get(member.id) ?? 0n };
  });
}
