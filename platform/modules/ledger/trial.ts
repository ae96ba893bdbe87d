/**
 * Trial (free play) money: a trial launch gets its own guarded account in the play-money
 * currency, credited once from the brand's trial house; its rounds are bets and wins against
 * that house, exactly like a member's, so the same invariants hold and play money never mixes
 * with real money.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import {
  availableOf,
  houseAccount,
  lockHolder,
  openLaunchAccount,
  playMoneyCurrency,
} from './accounts.ts';
import { writeEntry } from './entries.ts';
import { checkAmount } from './seamless.ts';
import type { LedgerAccountRow } from './tables.ts';

const trialKey = (launchTokenHash: string) => `trial:${launchTokenHash}`;

/**
 * Opens the play-money account of a new trial launch holding `amountMinor` (the brand's trial
 * credit). Run it in the transaction that stores the launch.
 */
export async function openTrialMoney(
  tx: Database,
  clock: Clock,
  launch: { brandId: string; tokenHash: string },
  amountMinor: bigint,
): Promise<void> {
  checkAmount(amountMinor, false);
  await openLaunchAccount(tx, launch.brandId, launch.tokenHash);
  const account = await lockHolder(tx, { launchTokenHash: launch.tokenHash });
  const house = await houseAccount(tx, launch.brandId, 'trial_house', playMoneyCurrency);
  await writeEntry(
    tx,
    {
      brandId: launch.brandId,
      idempotencyKey: trialKey(launch.tokenHash),
      kind: 'trial_credit',
      amountMinor,
      createdAt: clock.now(),
    },
    [
      { account, amountMinor },
      { account: house, amountMinor: -amountMinor },
    ],
  );
}

/** A trial round: the bet and the win of one round id, on a launch account locked before. */
export interface TrialRound {
  account: LedgerAccountRow;
  roundId: string;
  nodeId: string;
  betMinor: bigint;
  winMinor: bigint;
}

/**
 * Books a trial round (a bet entry, then a win entry) on the locked launch account and answers
 * the play money left. `INSUFFICIENT_FUNDS` when the bet is more than the balance.
 */
export async function bookTrialRound(
  tx: Database,
  clock: Clock,
  round: TrialRound,
): Promise<bigint> {
  const { account } = round;
  const house = await houseAccount(tx, account.brandId, 'trial_house', playMoneyCurrency);
  const key = `${trialKey(account.launchTokenHash ?? '')}:${round.roundId}`;
  const common = {
    brandId: account.brandId,
    roundId: round.roundId,
    nodeId: round.nodeId,
    createdAt: clock.now(),
  };
  const bet = await writeEntry(
    tx,
    { ...common, idempotencyKey: `${key}:bet`, kind: 'debit', amountMinor: round.betMinor },
    [
      { account, amountMinor: -round.betMinor },
      { account: house, amountMinor: round.betMinor },
    ],
  );
  const afterBet = bet.accounts.get(account.id)!;
  const win = await writeEntry(
    tx,
    { ...common, idempotencyKey: `${key}:win`, kind: 'credit', amountMinor: round.winMinor },
    [
      { account: afterBet, amountMinor: round.winMinor },
      { account: house, amountMinor: -round.winMinor },
    ],
  );
  return win.after.get(account.id) ?? availableOf(afterBet);
}
