/**
 * What the agents module's tests share: rounds played through the seamless wallet, so a team's
 * figures come from real ledger rounds.
 */
import type { TestPlatform } from '../../test/harness.ts';
import type { MemberRow } from '../accounts/index.ts';
import { credit, debit, rollback } from '../ledger/index.ts';

let rounds = 0;

/** A round of `member` at the clock's time: a stake, a win (0 for none), refunded if asked. */
export async function playRound(
  t: Pick<TestPlatform, 'db' | 'clock'>,
  member: MemberRow,
  stake: bigint,
  win: bigint,
  refund = false,
): Promise<void> {
  const n = ++rounds;
  const bet = { memberId: member.id, vendor: 'TESTV', roundId: `r${n}`, amountMinor: stake };
  await debit(t.db, t.clock, { ...bet, txId: `d${n}` });
  if (win > 0n) await credit(t.db, t.clock, { ...bet, txId: `c${n}`, amountMinor: win });
  if (refund)
    await rollback(t.db, t.clock, {
      memberId: member.id,
      vendor: 'TESTV',
      txId: `x${n}`,
      refTxId: `d${n}`,
    });
}
