/**
 * Settling agent contracts (issue 16, docs/agents.md "Settlement"): for each period that ended,
 * every contract of a kind in force through it is settled with its whole chain of uplines and
 * sub-agents (engine/core/agents/contracts.ts `settleChain`). A period is settled in one
 * transaction: its settlement records (one per contract, a zero record when it pays nothing)
 * and its ledger payouts commit together or not at all, under a lock per brand and kind, and
 * the unique (contract, period) index refuses a second settlement. Missed periods are settled
 * oldest first.
 */
import { and, eq, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import {
  contractPeriod,
  fullRateBp,
  settleChain,
  type ChainNode,
  type ContractKind,
} from '../../../engine/core/agents/contracts.ts';
import {
  periodsEnded,
  type ContractPeriod,
  type Period,
} from '../../../engine/core/agents/periods.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { payAgent, teamFigures } from '../ledger/index.ts';
import { contractTerms, type ContractRow } from './contracts.ts';
import { agentContracts, agentSettlements } from './tables.ts';
import { teamOf } from './tree.ts';

/** The most periods of one kind one run settles; a later run goes on with the rest. */
export const settlementBatch = 200;

/** What one run settled. */
export interface SettlementReport {
  periods: number;
  /** Settlement records written (zero records included). */
  settled: number;
  paidMinor: bigint;
}

/** A period of a contract period type. */
interface DuePeriod extends Period {
  type: ContractPeriod;
}

/** The idempotency key of a contract's payout for a period. */
export const payoutKey = (contractId: number, periodKey: string) =>
  `agent:${contractId}:${periodKey}`;

/** Whether `contract` pays for the whole of `period` (its start and end fall on boundaries). */
const inForce = (contract: ContractRow, period: Period) =>
  contract.startsAt !== null &&
  contract.startsAt <= period.start &&
  (contract.endsAt === null || contract.endsAt >= period.end);

/**
 * The periods of `kind` on `brand` that ended by now and that some contract in force through
 * them has not been settled for, oldest first, at most `limit`.
 */
async function duePeriods(
  db: Database,
  brand: Brand,
  kind: ContractKind,
  now: Date,
  limit: number,
): Promise<DuePeriod[]> {
  const contracts = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.brandId, brand.id),
        eq(agentContracts.kind, kind),
        isNotNull(agentContracts.startsAt),
        lt(agentContracts.startsAt, now),
      ),
    );
  if (contracts.length === 0) return [];
  const settledTo = new Map(
    (
      await db
        .select({ contractId: agentSettlements.contractId, end: max(agentSettlements.periodEnd) })
        .from(agentSettlements)
        .where(
          inArray(
            agentSettlements.contractId,
            contracts.map((c) => c.id),
          ),
        )
        .groupBy(agentSettlements.contractId)
    ).map((row) => [row.contractId, row.end]),
  );
  const due = new Map<string, DuePeriod>();
  for (const contract of contracts) {
    const type = contractPeriod(contractTerms(contract));
    const from = settledTo.get(contract.id) ?? contract.startsAt!;
    const to = contract.endsAt !== null && contract.endsAt < now ? contract.endsAt : now;
    for (const period of periodsEnded(type, from, to, brand.timeZone, limit))
      due.set(`${type}|${period.key}`, { ...period, type });
  }
  return [...due.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.type.localeCompare(b.type))
    .slice(0, limit);
}

/** The figures of `agentId`'s whole team (itself included) in `period`. */
async function figuresOf(db: Database, agentId: number, period: Period) {
  const team = [agentId, ...(await teamOf(db, agentId)).map((member) => member.id)];
  return teamFigures(db, team, period.start, period.end);
}

/**
 * Settles `period` of `kind` on `brand`: every contract in force through it and not settled for
 * it yet, with the chain it belongs to. Answers the records written and what they paid.
 */
async function settlePeriod(
  db: Database,
  clock: Clock,
  brand: Brand,
  kind: ContractKind,
  period: DuePeriod,
): Promise<{ settled: number; paidMinor: bigint }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`agent-settle:${brand.id}:${kind}`}))`,
    );
    const candidates = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.brandId, brand.id),
          eq(agentContracts.kind, kind),
          isNotNull(agentContracts.startsAt),
        ),
      )
      .orderBy(agentContracts.id);
    const inPeriod = candidates.filter(
      (c) => inForce(c, period) && contractPeriod(contractTerms(c)) === period.type,
    );
    if (inPeriod.length === 0) return { settled: 0, paidMinor: 0n };
    const done = new Set(
      (
        await tx
          .select({ contractId: agentSettlements.contractId })
          .from(agentSettlements)
          .where(
            and(
              eq(agentSettlements.periodKey, period.key),
              inArray(
                agentSettlements.contractId,
                inPeriod.map((c) => c.id),
              ),
            ),
          )
      ).map((row) => row.contractId),
    );
    // Chains are settled whole, so a settled contract's chain is settled too.
    const open = inPeriod.filter((c) => !done.has(c.id));
    const byAgent = new Map(open.map((c) => [c.agentId, c]));
    const node = async (contract: ContractRow): Promise<ChainNode> => ({
      agentId: contract.agentId,
      terms: contractTerms(contract),
      figures: await figuresOf(tx, contract.agentId, period),
      subAgents: await Promise.all(
        open.filter((c) => c.offeredById === contract.agentId).map(node),
      ),
    });
    let settled = 0;
    let paidMinor = 0n;
    // A chain starts at a contract the brand offered; one whose upline holds no contract for the
    // period starts a chain of its own that its upline's rate (none: 0) caps.
    for (const root of open.filter((c) => c.offeredById === null || !byAgent.has(c.offeredById))) {
      const top = await node(root);
      const uplineRate = root.offeredById === null ? fullRateBp : 0;
      const nodes = new Map<number, ChainNode>();
      const index = (n: ChainNode) => {
        nodes.set(n.agentId, n);
        n.subAgents.forEach(index);
      };
      index(top);
      for (const level of settleChain(top, uplineRate)) {
        const contract = byAgent.get(level.agentId)!;
        const entryId =
          level.payoutMinor > 0n
            ? await payAgent(tx, clock, {
                memberId: level.agentId,
                amountMinor: level.payoutMinor,
                key: payoutKey(contract.id, period.key),
                memo: `${kind} ${period.key}`,
              })
            : null;
        await tx.insert(agentSettlements).values({
          brandId: brand.id,
          contractId: contract.id,
          agentId: level.agentId,
          kind,
          periodKey: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          baseMinor: level.baseMinor,
          activeMembers: nodes.get(level.agentId)!.figures.activeMembers,
          rateBp: level.rateBp,
          grossMinor: level.grossMinor,
          passedDownMinor: level.passedDownMinor,
          payoutMinor: level.payoutMinor,
          entryId,
          settledAt: clock.now(),
        });
        settled += 1;
        paidMinor += level.payoutMinor;
      }
    }
    return { settled, paidMinor };
  });
}

/**
 * Settles every period of `kind` on `brand` that ended by now and is not settled yet, oldest
 * first, at most `limit` periods (the next run goes on from there).
 */
export async function settleContracts(
  db: Database,
  clock: Clock,
  brand: Brand,
  kind: ContractKind,
  limit: number = settlementBatch,
): Promise<SettlementReport> {
  const report: SettlementReport = { periods: 0, settled: 0, paidMinor: 0n };
  for (const period of await duePeriods(db, brand, kind, clock.now(), limit)) {
    const { settled, paidMinor } = await settlePeriod(db, clock, brand, kind, period);
    report.periods += 1;
    report.settled += settled;
    report.paidMinor += paidMinor;
  }
  return report;
}
