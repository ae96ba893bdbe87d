/**
 * Transfers between two members of a brand (issue 14: a member's transfer to their upline
 * agent): one `transfer` entry, minus on the sender, plus on the receiver, both main accounts
 * locked in id order so two transfers between the same pair never deadlock. The sender never
 * goes below zero (`INSUFFICIENT_FUNDS`); the key makes a retry answer the first transfer.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest } from '../../kernel/errors.ts';
import { lockHolder } from './accounts.ts';
import { checkKey, findEntry, postingsOf, withKeyRetry, writeEntry } from './entries.ts';
import { checkAmount } from './seamless.ts';
import type { LedgerAccountRow } from './tables.ts';

/** A transfer of `amountMinor` from one member to another of the same brand. */
export interface MemberTransferInput {
  fromMemberId: number;
  toMemberId: number;
  amountMinor: bigint;
  /** The idempotency key (unique per brand). */
  key: string;
  /** What it was for, shown in both statements. */
  memo: string;
}

/** The answer of a transfer: the sender's available balance right after it. */
export interface MemberTransferResult {
  status: 'OK' | 'DUPLICATE';
  entryId: number;
  balanceMinor: bigint;
}

/** Books the transfer, or answers the one booked under the same key. */
export async function transferBetweenMembers(
  db: Database,
  clock: Clock,
  input: MemberTransferInput,
): Promise<MemberTransferResult> {
  checkKey(input.key, 'key');
  checkAmount(input.amountMinor, true);
  if (input.fromMemberId === input.toMemberId)
    throw badRequest('A transfer needs two different members');
  return withKeyRetry(db, async (tx) => {
    const locked = new Map<number, LedgerAccountRow>();
    for (const memberId of [input.fromMemberId, input.toMemberId].sort((a, b) => a - b))
      locked.set(memberId, await lockHolder(tx, { memberId }));
    const from = locked.get(input.fromMemberId)!;
    const to = locked.get(input.toMemberId)!;
    if (from.brandId !== to.brandId || from.currency !== to.currency)
      throw badRequest('A transfer stays within one brand and currency');
    const existing = await findEntry(tx, from.brandId, input.key);
    if (existing) {
      const own = (await postingsOf(tx, existing.id)).find((p) => p.accountId === from.id);
      if (existing.kind !== 'transfer' || own?.amountMinor !== -input.amountMinor)
        throw apiError('TX_CONFLICT', {
          message: `Key ${input.key} was already used for a different ${existing.kind}`,
        });
      return {
        status: 'DUPLICATE',
        entryId: existing.id,
        balanceMinor: own.balanceAfterMinor ?? 0n,
      };
    }
    const { entry, after } = await writeEntry(
      tx,
      {
        brandId: from.brandId,
        idempotencyKey: input.key,
        kind: 'transfer',
        memberId: input.fromMemberId,
        amountMinor: input.amountMinor,
        memo: input.memo,
        createdAt: clock.now(),
      },
      [
        { account: from, amountMinor: -input.amountMinor },
        { account: to, amountMinor: input.amountMinor },
      ],
    );
    return { status: 'OK', entryId: entry.id, balanceMinor: after.get(from.id) ?? 0n };
  });
}
