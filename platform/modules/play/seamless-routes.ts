/**
 * The seamless-wallet contract for external game vendors: `POST /wps/seamless/wallet/{balance,
 * debit,credit,rollback}` (and `session`, which tells a vendor whose launch token it got).
 * Every call is signed: `X-Vendor` names the vendor (a catalog vendor code) and `X-Signature`
 * is the hex HMAC-SHA256 of the raw body with the vendor's secret (platform/modules/play/vendor-secrets.ts).
 * The player is found by `username` within the brand of the `Host`. Amounts are integer minor
 * units of the brand's currency. A captured call replayed is harmless: every money call is
 * idempotent by (vendor, txId). A debit that names its launch `token` is refused while that
 * launch is dead (its session ended); `session` answers only live launches.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { signedCallHeadersSchema } from '../../../schemas/api/headers.ts';
import {
  balanceRequestSchema,
  debitRequestSchema,
  moveRequestSchema,
  rollbackRequestSchema,
  seamlessAnswerSchema,
  seamlessSessionSchema,
  sessionRequestSchema,
  type BalanceRequest,
  type MoveRequest,
} from '../../../schemas/api/seamless.ts';
import { trialAgentType } from '../../../engine/core/roles.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { type MemberRow, memberById, memberByUsername } from '../accounts/index.ts';
import { apiError, badRequest, fieldError } from '../../kernel/errors.ts';
import { siteOf } from '../brands/index.ts';
import { gameByNodeId, gameByVendorCode, vendorByCode } from './games.ts';
import { openLaunch } from './launches.ts';
import { signatureMatches, vendorSecret } from './vendor-secrets.ts';
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

  // The signature covers the exact bytes, so the body is kept raw and parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_r, body, done) =>
    done(null, body),
  );

  // The vendor each verified call came from (set by the signature check, read by the handler).
  const vendors = new WeakMap<FastifyRequest, string>();

  /**
   * The signature check, before validation so an unsigned or badly signed call gets the
   * signature error and never a validation answer: verifies the raw bytes, then puts the
   * parsed JSON in their place, so Fastify checks it against the route's body schema.
   */
  const verifySignature = async (request: FastifyRequest): Promise<void> => {
    const vendor = request.headers['x-vendor'];
    const signature = request.headers['x-signature'];
    if (
      typeof vendor !== 'string' ||
      typeof signature !== 'string' ||
      !Buffer.isBuffer(request.body)
    )
      throw apiError('SIGNATURE_INVALID');
    const code = vendor.trim();
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(code) || !(await vendorByCode(db, code)))
      throw apiError('SIGNATURE_INVALID', { message: 'Unknown vendor' });
    const secret = await vendorSecret(db, code);
    if (!signatureMatches(secret, request.body, signature.trim()))
      throw apiError('SIGNATURE_INVALID');
    try {
      request.body = JSON.parse(request.body.toString('utf8')) as unknown;
    } catch {
      throw badRequest('The body is not valid JSON');
    }
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

  /** The live launch of `token` for one of `vendor`'s games, with its game. */
  const launchOfVendor = async (request: FastifyRequest, vendor: string, token: string) => {
    const launch = await openLaunch(db, clock, siteOf(request).brand, token);
    const found = await gameByNodeId(db, launch.nodeId);
    // A vendor learns only about launches of its own games.
    if (!found || found.game.vassalage !== vendor) throw apiError('LAUNCH_EXPIRED');
    return { launch, found };
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

  /** A debit or credit of the player `member` for `vendor`. */
  const move = async (
    kind: 'debit' | 'credit',
    vendor: string,
    member: MemberRow,
    input: MoveRequest,
  ) => {
    if (kind === 'debit' && input.amount === 0) throw fieldError({ amount: 'invalid' });
    const book = kind === 'debit' ? debit : credit;
    const result = await book(db, clock, {
      memberId: member.id,
      vendor,
      txId: input.txId,
      amountMinor: BigInt(input.amount),
      roundId: input.roundId ?? null,
      nodeId: await nodeOf(vendor, input.gameId),
    });
    return answer(result);
  };

  app.post('/wps/seamless/wallet/debit', signedCall(debitRequestSchema), async (request) => {
    const vendor = vendorOf(request);
    const { token, ...input } = request.body;
    const member = await player(request, input);
    if (token !== undefined) {
      // A bet on a launch whose session ended (logout, password change) moves nothing.
      const { launch } = await launchOfVendor(request, vendor, token);
      if (launch.memberId !== member.id) throw apiError('LAUNCH_EXPIRED');
    }
    return move('debit', vendor, member, input);
  });

  // A win settles a bet already taken, so it is paid even when the launch has ended since.
  app.post('/wps/seamless/wallet/credit', signedCall(moveRequestSchema), async (request) => {
    const input = request.body;
    return move('credit', vendorOf(request), await player(request, input), input);
  });

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
      const { launch, found } = await launchOfVendor(
        request,
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
