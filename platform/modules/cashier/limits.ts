/**
 * Deposit limits a member sets for themself (issue 14 item 6, in the shape of UKGC RTS 12): at
 * most so much deposited in any 24 hours, 7 days or 30 days. A lower limit, or a first one,
 * is in force at once; a raise or a removal only after 24 hours, so a decision taken in the heat
 * of play has a night to cool. The platform enforces them when a deposit starts: deposits paid
 * or still pending count, declined and expired ones do not.
 */
import { and, eq, gt } from 'drizzle-orm';
import {
  depositLimitPeriods,
  type DepositLimit,
  type DepositLimitPeriod,
} from '../../../schemas/api/cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { transferStates } from '../ledger/index.ts';
import { depositKey } from './keys.ts';
import { cashierDepositLimits, cashierDeposits, type DepositLimitRow } from './tables.ts';

const hourMs = 60 * 60 * 1000;

/** The window of each period. */
export const periodMs: Readonly<Record<DepositLimitPeriod, number>> = {
  day: 24 * hourMs,
  week: 7 * 24 * hourMs,
  month: 30 * 24 * hourMs,
};

/** How long a raise or a removal waits before it is in force. */
export const raiseDelayMs = 24 * hourMs;

/** What is in force at `now` for a row: its pending change once due, else its limit. */
function inForce(row: DepositLimitRow | undefined, now: Date) {
  if (!row) return { limit: null, pending: null };
  if (row.nextEffectiveAt && row.nextEffectiveAt <= now)
    return { limit: row.nextLimitMinor, pending: null };
  return {
    limit: row.limitMinor,
    pending: row.nextEffectiveAt
      ? { limit: row.nextLimitMinor, effectiveAt: row.nextEffectiveAt }
      : null,
  };
}

/** The member's deposits that count against a limit (paid or pending) in the last 30 days. */
async function countedDeposits(db: Database, clock: Clock, brandId: string, memberId: number) {
  const since = new Date(clock.now().getTime() - periodMs.month);
  const rows = await db
    .select({
      publicId: cashierDeposits.publicId,
      amountMinor: cashierDeposits.amountMinor,
      createdAt: cashierDeposits.createdAt,
    })
    .from(cashierDeposits)
    .where(and(eq(cashierDeposits.memberId, memberId), gt(cashierDeposits.createdAt, since)))
    .orderBy(cashierDeposits.createdAt);
  const states = await transferStates(
    db,
    brandId,
    rows.map((row) => depositKey(row.publicId)),
  );
  return rows.filter((row) => {
    const state = states.get(depositKey(row.publicId));
    return state === 'pending' || state === 'post';
  });
}

type Counted = Awaited<ReturnType<typeof countedDeposits>>;

const within = (deposits: Counted, period: DepositLimitPeriod, now: Date) =>
  deposits.filter((d) => d.createdAt.getTime() > now.getTime() - periodMs[period]);

const sum = (deposits: Counted) => deposits.reduce((total, d) => total + d.amountMinor, 0n);

async function limitRows(db: Database, memberId: number) {
  const rows = await db
    .select()
    .from(cashierDepositLimits)
    .where(eq(cashierDepositLimits.memberId, memberId));
  return new Map(rows.map((row) => [row.period, row]));
}

/** The member's limits per period, with what counts against each now. */
export async function depositLimits(
  db: Database,
  clock: Clock,
  brandId: string,
  memberId: number,
): Promise<DepositLimit[]> {
  const now = clock.now();
  const rows = await limitRows(db, memberId);
  const counted = await countedDeposits(db, clock, brandId, memberId);
  return depositLimitPeriods.map((period) => {
    const { limit, pending } = inForce(rows.get(period), now);
    return {
      period,
      limitMinor: limit === null ? null : Number(limit),
      usedMinor: Number(sum(within(counted, period, now))),
      pending: pending && {
        limitMinor: pending.limit === null ? null : Number(pending.limit),
        effectiveAt: pending.effectiveAt.toISOString(),
      },
    };
  });
}

/**
 * Sets the member's limit of `period` (null removes it): a lower one (or a first one) at once,
 * clearing any raise that waited; a higher one or a removal from 24 hours on, the current limit
 * staying in force until then.
 */
export async function setDepositLimit(
  db: Database,
  clock: Clock,
  memberId: number,
  period: DepositLimitPeriod,
  limitMinor: number | null,
): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cashierDepositLimits)
      .where(
        and(eq(cashierDepositLimits.memberId, memberId), eq(cashierDepositLimits.period, period)),
      )
      .for('update');
    const current = inForce(row, now).limit;
    const wanted = limitMinor === null ? null : BigInt(limitMinor);
    const atOnce = wanted !== null && (current === null || wanted <= current);
    const values = atOnce
      ? { limitMinor: wanted, nextLimitMinor: null, nextEffectiveAt: null, updatedAt: now }
      : current === null
        ? // No limit, and none wanted: nothing to wait for.
          { limitMinor: null, nextLimitMinor: null, nextEffectiveAt: null, updatedAt: now }
        : {
            limitMinor: current,
            nextLimitMinor: wanted,
            nextEffectiveAt: new Date(now.getTime() + raiseDelayMs),
            updatedAt: now,
          };
    await tx
      .insert(cashierDepositLimits)
      .values({ memberId, period, ...values })
      .onConflictDoUpdate({
        target: [cashierDepositLimits.memberId, cashierDepositLimits.period],
        set: values,
      });
  });
}

/**
 * Refuses a deposit of `amountMinor` that would break one of the member's limits, with the
 * limit, what is left of it, and when enough of it frees up (`DEPOSIT_LIMIT_REACHED`). Run it
 * under the member's ledger lock, so two deposits cannot both take the rest of a limit.
 */
export async function checkDepositLimits(
  db: Database,
  clock: Clock,
  brandId: string,
  memberId: number,
  amountMinor: bigint,
): Promise<void> {
  const now = clock.now();
  const rows = await limitRows(db, memberId);
  const limited = depositLimitPeriods.flatMap((period) => {
    const { limit } = inForce(rows.get(period), now);
    return limit === null ? [] : [{ period, limit }];
  });
  if (limited.length === 0) return;
  const counted = await countedDeposits(db, clock, brandId, memberId);
  for (const { period, limit } of limited) {
    const recent = within(counted, period, now);
    const used = sum(recent);
    if (used + amountMinor <= limit) continue;
    // The oldest deposits of the window leave it first: when enough have left, the amount fits.
    let over = used + amountMinor - limit;
    let freesAt: Date | undefined;
    if (amountMinor <= limit)
      for (const deposit of recent) {
        over -= deposit.amountMinor;
        if (over <= 0n) {
          freesAt = new Date(deposit.createdAt.getTime() + periodMs[period]);
          break;
        }
      }
    const remaining = limit > used ? limit - used : 0n;
    throw apiError('DEPOSIT_LIMIT_REACHED', {
      message: `The deposit is above the member's ${period} limit of ${limit} (${remaining} left${freesAt ? `; the amount fits from ${freesAt.toISOString()}` : ''})`,
      limit: {
        period,
        limitMinor: Number(limit),
        remainingMinor: Number(remaining),
        ...(freesAt ? { freesAt: freesAt.toISOString() } : {}),
      },
      ...(freesAt
        ? { retryAfterSeconds: Math.ceil((freesAt.getTime() - now.getTime()) / 1000) }
        : {}),
    });
  }
}
