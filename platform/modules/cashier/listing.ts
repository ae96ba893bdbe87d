/**
 * What the cashier's operator routes share: the member a `--username` names, reading newest
 * first in batches until enough rows pass a filter on their status (which lives in the ledger
 * and so cannot be part of the row query), and the review routes of deposits and withdrawals.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  depositReviewBodySchema,
  depositReviewParamsSchema,
  type depositReviewSchema,
  type withdrawalReviewSchema,
} from '../../../schemas/api/operator-cashier.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';

/** Rows read per step while filtering by status. */
const batch = 500;

/** The id of brand `brandId`'s member `username` (any case), or undefined without a name. */
export async function listedMemberId(
  db: Database,
  brandId: string,
  username: string | undefined,
): Promise<number | undefined> {
  if (username === undefined) return undefined;
  const name = username.trim();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${name})`));
  if (!member) throw notFound(`Brand ${brandId} has no member "${name}"`);
  return member.id;
}

/**
 * Up to `limit` views, newest first: `read(before, batch)` answers the next rows older than
 * row id `before` (all when undefined), `view` turns a batch into views with their status, and
 * only views `keep` accepts count.
 */
export async function newestMatching<Row, View>(options: {
  read: (before: number | undefined, size: number) => Promise<Row[]>;
  idOf: (row: Row) => number;
  view: (rows: Row[]) => Promise<View[]>;
  keep: (view: View) => boolean;
  limit: number;
}): Promise<View[]> {
  const found: View[] = [];
  let before: number | undefined;
  while (found.length < options.limit) {
    const rows = await options.read(before, batch);
    found.push(...(await options.view(rows)).filter(options.keep));
    if (rows.length < batch) break;
    before = options.idOf(rows.at(-1)!);
  }
  return found.slice(0, options.limit);
}

/** An operator route's error answers. */
export const operatorErrors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** The operator's type provider (instants answered as `Date`). */
export type OperatorProvider = JsonSchemaToTsProvider<{
  SerializerSchemaOptions: OperatorAnswerOptions;
}>;

/**
 * Registers `POST /cashier/<path>/:id/<action>` for each of `actions`: the operator's review of
 * one deposit or withdrawal of a brand, with a note; each answers the id and status after it.
 */
export function reviewRoutes<Status extends string>(
  scope: FastifyInstance,
  options: {
    registry: BrandRegistry;
    path: 'deposits' | 'withdrawals';
    response: typeof depositReviewSchema | typeof withdrawalReviewSchema;
    actions: Readonly<
      Record<string, (brandId: string, id: string, note: string) => Promise<Status>>
    >;
  },
): void {
  const app = scope.withTypeProvider<OperatorProvider>();
  for (const [action, review] of Object.entries(options.actions))
    app.post(
      `/cashier/${options.path}/:id/${action}`,
      {
        schema: {
          params: depositReviewParamsSchema,
          body: depositReviewBodySchema,
          response: { 200: options.response, ...operatorErrors },
        },
      },
      async (request) => {
        const brandId = operatorBrandId(options.registry, request.body.brand);
        const { id } = request.params;
        const status = await review(brandId, id, request.body.note.trim());
        return { value: { id, status } } as never;
      },
    );
}
