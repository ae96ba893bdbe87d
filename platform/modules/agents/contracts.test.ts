/**
 * Contracts between agents (issue 16): who may offer what to whom, accepting, rejecting and
 * terminating them, and contracts that end when the tree changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../../engine/core/agents/contracts.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { seedMember } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { memberByUsername, type MemberRow } from '../accounts/index.ts';
import {
  answerContract,
  contractsOf,
  offerContract,
  terminateContract,
  type ContractRow,
} from './contracts.ts';
import { changeTree } from './operations.ts';

let t: TestPlatform;
let brand: Brand;
/** top (at the top) > mid > low > player; stranger is another agent at the top. */
let top: MemberRow, mid: MemberRow, low: MemberRow, player: MemberRow, stranger: MemberRow;

const salary = (...rates: number[]): ContractTerms => ({
  kind: 'dailySalary',
  tiers: rates.map((rateBp, i) => ({
    minBaseMinor: BigInt(i) * 1_000_000n,
    minActiveMembers: i,
    rateBp,
  })),
  capMinor: null,
});

const offer = (agent: MemberRow, by: MemberRow | null, terms: ContractTerms = salary(100)) =>
  offerContract(t.db, t.clock, brand, { agent, by, terms });
const accept = (contract: ContractRow, agent: MemberRow) =>
  answerContract(t.db, t.clock, brand, { id: contract.id, agent, accept: true });

/** The fields a refusal names, with their reasons. */
async function refusal(work: Promise<unknown>): Promise<Readonly<Record<string, string>>> {
  const error = await work.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
  return (error as { fields: Record<string, string> }).fields;
}

beforeAll(async () => {
  // 17:03 on Friday 27 November 2026 in Manila, the brand's time zone.
  t = await createTestPlatform({ clockStart: '2026-11-27T09:03:00.000Z' });
  brand = t.registry.byId('alpha')!.brand;
  const seed = (username: string, isAgent: number, upline: MemberRow | null) =>
    seedMember(t.db, brand.id, { username, isAgent, uplineId: upline?.id ?? null, password: null });
  top = await seed('top', 1, null);
  mid = await seed('mid', 1, top);
  low = await seed('low', 2, mid);
  player = await seed('player', 0, low);
  stranger = await seed('stranger', 1, null);
});
afterAll(async () => {
  await t?.close();
});

describe('agent contracts', () => {
  it('the brand offers an agent at the top a contract, which pays from the next period', async () => {
    const offered = await offer(top, null, salary(100, 150));
    expect(offered).toMatchObject({ status: 'offered', offeredById: null, startsAt: null });
    const active = await accept(offered, top);
    // A daily salary accepted at 17:03 pays from the next midnight in Manila.
    expect(active).toMatchObject({
      status: 'active',
      answeredAt: new Date('2026-11-27T09:03:00.000Z'),
      startsAt: new Date('2026-11-27T16:00:00.000Z'),
    });
  });

  it('an upline shares its contract with a direct downline, never above its own rate', async () => {
    expect(await refusal(offer(mid, top, salary(100, 151)))).toEqual({
      tiers: "no rate may exceed the upline's best rate (150 bp)",
    });
    await accept(await offer(mid, top, salary(80, 120)), mid);
    expect(await refusal(offer(low, mid, salary(121)))).toEqual({
      tiers: "no rate may exceed the upline's best rate (120 bp)",
    });
    const offered = await offer(low, mid, salary(120));
    expect(offered).toMatchObject({ status: 'offered', offeredById: mid.id, kind: 'dailySalary' });
  });

  it('refuses an offer from anyone but the direct upline, to a player, or a second one', async () => {
    expect(await refusal(offer(mid, stranger))).toEqual({
      agent: 'mid is not a direct downline of stranger',
    });
    expect(await refusal(offer(mid, null))).toEqual({
      agent: 'mid has an upline, which offers its contracts',
    });
    expect(await refusal(offer(player, low))).toEqual({ agent: 'player is not an agent' });
    expect(await refusal(offer(low, mid, salary(50)))).toEqual({
      kind: 'low already has an offered or active dailySalary contract',
    });
    const hourly: ContractTerms = { ...salary(10), kind: 'hourlySalary' };
    expect(await refusal(offer(low, mid, hourly))).toEqual({
      kind: 'mid has no active hourlySalary contract to share',
    });
  });

  it('the agent rejects an offer; only its own, and only once', async () => {
    const [offered] = await contractsOf(t.db, low.id);
    await expect(
      answerContract(t.db, t.clock, brand, { id: offered!.id, agent: mid, accept: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const rejected = await answerContract(t.db, t.clock, brand, {
      id: offered!.id,
      agent: low,
      accept: false,
    });
    expect(rejected).toMatchObject({ status: 'rejected', startsAt: null });
    expect(await refusal(accept(rejected, low))).toEqual({ contract: 'is rejected, not offered' });
  });

  it('either side terminates an active contract; it still pays the period it ends in', async () => {
    const contract = await accept(await offer(low, mid, salary(60)), low);
    await expect(
      terminateContract(t.db, t.clock, brand, { id: contract.id, member: top }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Not started yet (it pays from the next midnight): it ends at once.
    const ended = await terminateContract(t.db, t.clock, brand, {
      id: contract.id,
      member: low,
    });
    expect(ended).toMatchObject({ status: 'terminated', endedBy: 'agent', endsAt: t.clock.now() });
    // A day later mid's contract is running: ended today, it pays up to the next midnight.
    t.clock.set('2026-11-28T10:00:00.000Z');
    const [running] = await contractsOf(t.db, mid.id);
    const stopped = await terminateContract(t.db, t.clock, brand, {
      id: running!.id,
      member: top,
    });
    expect(stopped).toMatchObject({
      status: 'terminated',
      endedBy: 'upline',
      endsAt: new Date('2026-11-28T16:00:00.000Z'),
    });
    expect(
      await refusal(terminateContract(t.db, t.clock, brand, { id: running!.id, member: null })),
    ).toEqual({ contract: 'is terminated, not active' });
  });

  it('an agent that moves elsewhere in the tree ends its contracts with its old upline', async () => {
    const contract = await accept(await offer(stranger, null, salary(90)), stranger);
    await changeTree(t.db, t.clock, brand, stranger, { kind: 'move', under: top }, 'joined top');
    const [after] = await contractsOf(t.db, stranger.id);
    expect(after).toMatchObject({ id: contract.id, status: 'terminated', endedBy: 'brand' });
    expect((await memberByUsername(t.db, brand.id, 'stranger'))?.uplineId).toBe(top.id);
  });
});
