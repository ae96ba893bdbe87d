/**
 * Contracts between agents (docs/agents.md "Contracts"): an upline offers a contract to a
 * direct downline agent (the brand offers one to an agent at the top), the agent accepts or
 * rejects it, and either side ends it from the next period on. The formulas they pay by are
 * engine/core/agents/contracts.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  contractPeriod,
  defaultDividendPeriod,
  termsProblems,
  type ContractKind,
  type ContractTerms,
} from '../../../engine/core/agents/contracts.ts';
import { periodAt } from '../../../engine/core/agents/periods.ts';
import type { contractParties } from '../../../schemas/api/agent-contracts.ts';
import { agentTypes } from '../../../engine/core/roles.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound, validationError } from '../../kernel/errors.ts';
import { uniqueViolation, type MemberRow } from '../accounts/index.ts';
import { agentContracts, type StoredTerms } from './tables.ts';

/** A contract as stored. */
export type ContractRow = typeof agentContracts.$inferSelect;
/** Who ends a contract. */
export type ContractParty = (typeof contractParties)[number];

/** Terms as stored: amounts as decimal strings. */
export function storedTerms(terms: ContractTerms): StoredTerms {
  return {
    tiers: terms.tiers.map((tier) => ({ ...tier, minBaseMinor: String(tier.minBaseMinor) })),
    capMinor: terms.capMinor === null ? null : String(terms.capMinor),
  };
}

/** The terms of a stored contract. */
export function contractTerms(row: ContractRow): ContractTerms {
  return {
    kind: row.kind,
    ...(row.period ? { period: row.period } : {}),
    tiers: row.terms.tiers.map((tier) => ({ ...tier, minBaseMinor: BigInt(tier.minBaseMinor) })),
    capMinor: row.terms.capMinor === null ? null : BigInt(row.terms.capMinor),
  };
}

/** The agent's offered or active contract of `kind`, if any. */
export async function openContract(
  db: Database,
  agentId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'active']),
      ),
    );
  return row;
}

/** An agent's contracts, newest first. */
export function contractsOf(db: Database, agentId: number): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(eq(agentContracts.agentId, agentId))
    .orderBy(desc(agentContracts.id));
}

/** The contracts of `kind` that `uplineId` offered its sub-agents, newest first. */
export function contractsOfferedBy(
  db: Database,
  uplineId: number,
  kind: ContractKind,
): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.offeredById, uplineId), eq(agentContracts.kind, kind)))
    .orderBy(desc(agentContracts.id));
}

/** Runs `work` holding the brand's agent lock (shared with the tree's changes). */
export function withAgentLock<T>(
  db: Database,
  brandId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-tree:${brandId}`}))`);
    return work(tx);
  });
}

/**
 * Offers `terms` to `agent`: by its direct upline `by`, which must hold an active contract of
 * the same kind whose rates the terms do not exceed; or by the brand (`by` null) to an agent at
 * the top. Refused with the reason per field.
 */
export async function offerContract(
  db: Database,
  clock: Clock,
  brand: Brand,
  offer: { agent: MemberRow; by: MemberRow | null; terms: ContractTerms },
): Promise<ContractRow> {
  const { agent, by, terms } = offer;
  return withAgentLock(db, brand.id, async (tx) => {
    if (!brand.agents.contracts.includes(terms.kind))
      throw validationError({ kind: `brand ${brand.id} offers no ${terms.kind} contracts` });
    if (!agentTypes.includes(agent.isAgent))
      throw validationError({ agent: `${agent.username} is not an agent` });
    if (by === null && agent.uplineId !== null)
      throw validationError({
        agent: `${agent.username} has an upline, which offers its contracts`,
      });
    if (by !== null && agent.uplineId !== by.id)
      throw validationError({
        agent: `${agent.username} is not a direct downline of ${by.username}`,
      });
    const uplineContract = by === null ? undefined : await openContract(tx, by.id, terms.kind);
    if (by !== null && uplineContract?.status !== 'active')
      throw validationError({
        kind: `${by.username} has no active ${terms.kind} contract to share`,
      });
    const problems = termsProblems(terms, uplineContract ? contractTerms(uplineContract) : null);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    try {
      const [row] = await tx
        .insert(agentContracts)
        .values({
          brandId: brand.id,
          agentId: agent.id,
          offeredById: by?.id ?? null,
          kind: terms.kind,
          period: terms.kind === 'dividend' ? (terms.period ?? defaultDividendPeriod) : null,
          terms: storedTerms(terms),
          status: 'offered',
          offeredAt: clock.now(),
        })
        .returning();
      return row!;
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      throw validationError({
        kind: `${agent.username} already has an offered or active ${terms.kind} contract`,
      });
    }
  });
}

/** The contract `id` of `brand`, or NOT_FOUND. */
async function contractById(db: Database, brandId: string, id: number): Promise<ContractRow> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, id), eq(agentContracts.brandId, brandId)));
  if (!row) throw notFound(`Brand ${brandId} has no contract ${id}`);
  return row;
}

/** The agent accepts (it pays from the next period) or rejects the offered contract `id`. */
export async function answerContract(
  db: Database,
  clock: Clock,
  brand: Brand,
  answer: { id: number; agent: MemberRow; accept: boolean },
): Promise<ContractRow> {
  return withAgentLock(db, brand.id, async (tx) => {
    const contract = await contractById(tx, brand.id, answer.id);
    if (contract.agentId !== answer.agent.id)
      throw notFound(`Contract ${answer.id} is not offered to ${answer.agent.username}`);
    if (contract.status !== 'offered')
      throw validationError({ contract: `is ${contract.status}, not offered` });
    const now = clock.now();
    const startsAt = answer.accept
      ? periodAt(contractPeriod(contractTerms(contract)), now, brand.timeZone).end
      : null;
    const [row] = await tx
      .update(agentContracts)
      .set({ status: answer.accept ? 'active' : 'rejected', answeredAt: now, startsAt })
      .where(eq(agentContracts.id, contract.id))
      .returning();
    return row!;
  });
}

/** Ends `contract` at the end of the current period (at once if it has not started). */
async function endContract(
  tx: Database,
  clock: Clock,
  brand: Brand,
  contract: ContractRow,
  party: ContractParty,
): Promise<ContractRow> {
  const now = clock.now();
  const periodEnd = periodAt(contractPeriod(contractTerms(contract)), now, brand.timeZone).end;
  const endsAt =
    contract.status === 'offered' || (contract.startsAt !== null && contract.startsAt > now)
      ? now
      : periodEnd;
  const [row] = await tx
    .update(agentContracts)
    .set({ status: 'terminated', endsAt, endedBy: party })
    .where(eq(agentContracts.id, contract.id))
    .returning();
  return row!;
}

/**
 * Terminates the active contract `id`: by its agent or by the upline that offered it (`member`),
 * or by the brand (`member` null, the operator). It still pays the period it is terminated in.
 * A member who is neither gets NOT_FOUND, as for a contract that does not exist.
 */
export async function terminateContract(
  db: Database,
  clock: Clock,
  brand: Brand,
  end: { id: number; member: MemberRow | null },
): Promise<ContractRow> {
  return withAgentLock(db, brand.id, async (tx) => {
    const contract = await contractById(tx, brand.id, end.id);
    const party: ContractParty | null =
      end.member === null
        ? 'brand'
        : contract.agentId === end.member.id
          ? 'agent'
          : contract.offeredById === end.member.id
            ? 'upline'
            : null;
    if (party === null)
      throw notFound(`Contract ${end.id} is not a contract of ${end.member?.username}`);
    if (contract.status !== 'active')
      throw validationError({ contract: `is ${contract.status}, not active` });
    return endContract(tx, clock, brand, contract, party);
  });
}

/**
 * Ends the offered and active contracts `agentId` holds with its upline, as when it moves
 * elsewhere in the tree or stops being an agent (inside the tree change's transaction).
 */
export async function endUplineContracts(
  tx: Database,
  clock: Clock,
  brand: Brand,
  agentId: number,
): Promise<void> {
  const open = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.agentId, agentId),
        inArray(agentContracts.status, ['offered', 'active']),
      ),
    );
  for (const contract of open) await endContract(tx, clock, brand, contract, 'brand');
}
