/**
 * Agent contract payouts (issue 16, docs/agents.md "Settlement"): one `agent_payout` entry
 * from the brand's `agent_payouts` house account to the agent's main account, booked inside
 * the settlement's own transaction so the settlement record and the money commit together.
 * The key (`agent:<contract>:<period>`) makes a second booking of one period impossible.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { houseAccount, lockHolder } from './accounts.ts';
import { checkKey, writeEntry } from './entries.ts';
import { checkAmount } from './seamless.ts';

/** A payout of `amountMinor` to agent `memberId`. */
export interface AgentPayoutInput {
  memberId: number;
  amountMinor: bigint;
  /** The idempotency key (unique per brand). */
  key: string;
  /** What it pays, shown in the agent's statement. */
  memo: string;
}

/**
 * Books the payout in transaction `tx` and answers its entry id. A key booked before makes
 * the brand's unique index refuse it, and the caller's whole transaction with it.
 */
export async function payAgent(
  tx: Database,
  clock: Clock,
  input: AgentPayoutInput,
): Promise<number> {
  checkKey(input.key, 'key');
  checkAmount(input.amountMinor, true);
  const agent = await lockHolder(tx, { memberId: input.memberId });
  const house = await houseAccount(tx, agent.brandId, 'agent_payouts', agent.currency);
  const { entry } = await writeEntry(
    tx,
    {
      brandId: agent.brandId,
      idempotencyKey: input.key,
      kind: 'agent_payout',
      memberId: input.memberId,
      amountMinor: input.amountMinor,
      memo: input.memo,
      createdAt: clock.now(),
    },
    [
      { account: house, amountMinor: -input.amountMinor },
      { account: agent, amountMinor: input.amountMinor },
    ],
  );
  return entry.id;
}
