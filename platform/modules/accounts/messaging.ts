/**
 * Outgoing SMS and e-mail. Delivery goes through a provider; the default one records every
 * message in the `outbox` table, where operators, tests and e2e runs read codes and temporary
 * passwords (`npm run operator -- outbox`). A real gateway implements `MessageSender` too.
 */
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { outbox, type OutboxRow } from './tables.ts';
import { before, perBrandValue } from '../../kernel/db/brand-sql.ts';

/** Delivery channels. */
export const messageChannels = ['sms', 'email'] as const;
/** A delivery channel. */
export type MessageChannel = (typeof messageChannels)[number];

/** One message to deliver. */
export interface OutgoingMessage {
  channel: MessageChannel;
  brandId: string;
  /** E.164 number or e-mail address. */
  recipient: string;
  /** What the message is for: register, login, forgot, password-email. */
  purpose: string;
  body: string;
}

/** Delivers messages; throws when the message could not be handed over. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: writes each message to the outbox table. */
export function outboxSender(db: Database, clock: Clock): MessageSender {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, createdAt: clock.now() });
    },
  };
}

/** Which outbox messages to list. */
export interface OutboxQuery {
  brandId?: string;
  recipient?: string;
  channel?: MessageChannel;
  /** The newest `last` messages (default 20), listed oldest first. */
  last?: number;
}

/** Messages of the outbox, oldest first. */
export async function listOutbox(db: Database, query: OutboxQuery = {}): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (query.brandId !== undefined) conditions.push(eq(outbox.brandId, query.brandId));
  if (query.recipient !== undefined) {
    // Addresses are stored as the member typed them; numbers are E.164 and exact.
    conditions.push(
      query.recipient.includes('@')
        ? sql`lower(${outbox.recipient}) = ${query.recipient.toLowerCase()}`
        : eq(outbox.recipient, query.recipient),
    );
  }
  if (query.channel !== undefined) conditions.push(eq(outbox.channel, query.channel));
  const rows = await db
    .select()
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.id))
    .limit(query.last ?? 20);
  return rows.reverse();
}

/** Outbox days for a brand not served (a broken or removed brand file): the schema default. */
const defaultOutboxDays = 30;

/**
 * Deletes outbox messages older than their brand's `retention.outboxDays` (brands not in
 * `brands` keep the default 30 days). Returns how many.
 */
export async function deleteOldOutboxMessages(
  db: Database,
  clock: Clock,
  brands: readonly Pick<Brand, 'id' | 'retention'>[],
): Promise<number> {
  const days = perBrandValue(
    outbox.brandId,
    new Map(brands.map((brand) => [brand.id, brand.retention.outboxDays])),
    defaultOutboxDays,
  );
  const deleted = await db
    .delete(outbox)
    .where(lte(outbox.createdAt, before(clock.now(), days, 'days')))
    .returning({ id: outbox.id });
  return deleted.length;
}
