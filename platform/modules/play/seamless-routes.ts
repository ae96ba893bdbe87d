/**
 * The seamless-wallet contract for external game vendors: `POST /wps/seamless/wallet/{balance,
 * debit,credit,rollback}` (and `session`, which tells a vendor whose launch token it got).
 * Every call is signed for the brand of the `Host` (docs/decisions/0014-seamless-wallet-authentication.md):
 * `X-Vendor` names the vendor (a catalog vendor code), `X-Timestamp` is the time of the call
 * in seconds, within `replayWindowSeconds` of the platform's clock, and `X-Signature` is the
 * hex HMAC-SHA256 of `<X-Timestamp>.<raw body>` with the (brand, vendor) secret
 * (platform/kernel/signed-calls.ts). The player is found by `username` within that
 * brand. Amounts are integer minor units of the brand's currency. Every money call is
 * idempotent by (vendor, txId). A debit or credit names the launch `token` it is made under
 * and is refused unless that launch is live and the player's (seamless-launches.ts has the
 * exceptions: replays and late credits of open rounds); `session` answers only live launches.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { signedCallHeadersSchema } from '../../../schemas/api/headers.ts';
import {
  balanceRequestSchema,
  launchedMoveSchema,
  rollbackRequestSchema,
  seamlessAnswerSchema,
  seamlessSessionSchema,
  sessionRequestSchema,
  type BalanceRequest,
  type LaunchedRequest,
} from '../../../schemas/api/seamless.ts';
import { trialAgentType } from '../../../engine/core/roles.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { type MemberRow, memberById, memberByUsername } from '../accounts/index.ts';
import { apiError, fieldError } from '../../kernel/errors.ts';
import { siteOf } from '../brands/index.ts';
import { gameByVendorCode, vendorByCode } from './games.ts';
import { authorizeMove, recordRound, vendorLaunch } from './seamless-launches.ts';
import { keepRawJsonBodies, openSignedBody } from '../../kernel/signed-calls.ts';
import { vendorSecret } from './vendor-secrets.ts';
import {
  credit,
  debit,
  rollback,
  trialBalance,
  walletBalance,
  type WalletResult,
} from '../ledger/index.ts';

/** What the seamless routes need. */
export interface SeamlessRouteOptions {
  db: Database;
  clock: Clock;
}

/** The largest body a vendor may send. */
const bodyLimit = 8 * 1024;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

function answer(result: WalletResult) {
  return {
    value: {
      balance: Number(result.balanceMinor),
      currency: result.currency,
      txId: result.txId,
      status: result.status,
    },
  };
}

/** Registers the seamless-wallet routes (in their own scope: they read raw bodies). */
export function seamlessRoutes(scope: FastifyInstance, options: SeamlessRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;

  keepRawJsonBodies(app, bodyLimit);

  // The vendor each verified call came from (set by the signature check, read by the handler).
  const vendors = new WeakMap<FastifyRequest, string>();

  /**
   * The signature check of the vendor the call names, with the brand's own secret for that
   * vendor (another brand's secret signs nothing here).
   */
  const verifySignature = async (request: FastifyRequest): Promise<void> => {
    const vendor = request.headers['x-vendor'];
    const code = typeof vendor === 'string' ? vendor.trim() : '';
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(code) || !(await vendorByCode(db, code)))
      throw apiError('SIGNATURE_INVALID', { message: 'Unknown vendor' });
    openSignedBody(request, await vendorSecret(db, siteOf(request).id, code), clock);
    vendors.set(request, code);
  };

  /** The verified vendor of a call (its route's preValidation ran). */
  const vendorOf = (request: FastifyRequest): string => {
    const code = vendors.get(request);
    if (code === undefined) throw apiError('SIGNATURE_INVALID');
    return code;
  };

  /** The player a call names, in the brand's currency. */
  const player = async (request: FastifyRequest, input: BalanceRequest): Promise<MemberRow> => {
    const site = siteOf(request);
    const member = await memberByUsername(db, site.id, input.username);
    if (!member) throw apiError('USER_NOT_FOUND');
    if (member.isAgent === trialAgentType) throw apiError('TRIAL_ACCOUNT');
    if (input.currency !== site.brand.currency.code) throw fieldError({ currency: 'invalid' });
    return member;
  };

  /** The catalog node id of a vendor's game code (refused when unknown). */
  const nodeOf = async (vendor: string, gameId: string | undefined): Promise<string | null> => {
    if (gameId === undefined) return null;
    const game = await gameByVendorCode(db, vendor, gameId);
    if (!game) throw apiError('GAME_NOT_FOUND');
    return game.nodeId;
  };

  /** Options of a signed wallet call whose body is `body`. */
  const signedCall = <Body extends object>(body: Body) =>
    ({
      preValidation: verifySignature,
      schema: {
        headers: signedCallHeadersSchema,
        body,
        response: { 200: seamlessAnswerSchema, ...errors },
      },
    }) as const;

  app.post('/wps/seamless/wallet/balance', signedCall(balanceRequestSchema), async (request) => {
    const input = request.body;
    const member = await player(request, input);
    const wallet = await walletBalance(db, member.id);
    return {
      value: {
        balance: Number(wallet.balanceMinor),
        currency: wallet.currency,
        status: 'OK' as const,
      },
    };
  });

  /**
   * A debit or credit made under a launch: refused (`LAUNCH_EXPIRED`, nothing moves) unless
   * `authorizeMove` allows it; a debit records its round under the launch, in its transaction.
   */
  const move = async (kind: 'debit' | 'credit', request: FastifyRequest, body: LaunchedRequest) => {
    const vendor = vendorOf(request);
    const { token, ...input } = body;
    const member = await player(request, input);
    if (kind === 'debit' && input.amount === 0) throw fieldError({ amount: 'invalid' });
    const brand = siteOf(request).brand;
    const launch = await authorizeMove(db, clock, {
      kind,
      brand,
      vendor,
      memberId: member.id,
      token,
      txId: input.txId,
      roundId: input.roundId,
    });
    const nodeId = await nodeOf(vendor, input.gameId);
    // A bet or win under a launch is of the launched game, not of another one.
    if (launch && nodeId !== null && nodeId !== launch.nodeId)
      throw fieldError({ gameId: 'invalid' });
    const book = kind === 'debit' ? debit : credit;
    const result = await db.transaction(async (tx) => {
      const booked = await book(tx, clock, {
        memberId: member.id,
        vendor,
        txId: input.txId,
        amountMinor: BigInt(input.amount),
        roundId: input.roundId ?? null,
        nodeId,
      });
      if (kind === 'debit' && launch !== null && input.roundId !== undefined)
        await recordRound(tx, clock, {
          launchTokenHash: launch.tokenHash,
          vendor,
          roundId: input.roundId,
          memberId: member.id,
        });
      return booked;
    });
    return answer(result);
  };

  app.post('/wps/seamless/wallet/debit', signedCall(launchedMoveSchema), (request) =>
    move('debit', request, request.body),
  );

  // A win settles a bet already taken: a credit of a round debited under the launch is paid
  // even when the launch has ended since.
  app.post('/wps/seamless/wallet/credit', signedCall(launchedMoveSchema), (request) =>
    move('credit', request, request.body),
  );

  // A rollback needs no launch: it only undoes a debit or credit of this vendor and player,
  // which was itself made under a launch, and is paid even after that launch has ended.
  app.post('/wps/seamless/wallet/rollback', signedCall(rollbackRequestSchema), async (request) => {
    const vendor = vendorOf(request);
    const input = request.body;
    const member = await player(request, input);
    if (input.txId === input.refTxId) throw fieldError({ txId: 'invalid' });
    return answer(
      await rollback(db, clock, {
        memberId: member.id,
        vendor,
        txId: input.txId,
        refTxId: input.refTxId,
      }),
    );
  });

  app.post(
    '/wps/seamless/wallet/session',
    {
      preValidation: verifySignature,
      schema: {
        headers: signedCallHeadersSchema,
        body: sessionRequestSchema,
        response: { 200: seamlessSessionSchema, ...errors },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { launch, found } = await vendorLaunch(
        db,
        clock,
        site.brand,
        vendorOf(request),
        request.body.token,
      );
      const currency = site.brand.currency.code;
      if (launch.memberId === null)
        return {
          value: {
            gameId: found.game.gameId,
            language: launch.language,
            trial: true,
            balance: Number(await trialBalance(db, launch.tokenHash)),
            currency,
          },
        };
      const member = await memberById(db, launch.memberId);
      if (!member) throw apiError('LAUNCH_EXPIRED');
      const wallet = await walletBalance(db, member.id);
      return {
        value: {
          username: member.username,
          gameId: found.game.gameId,
          language: launch.language,
          trial: false,
          balance: Number(wallet.balanceMinor),
          currency: wallet.currency,
        },
      };
    },
  );
}
