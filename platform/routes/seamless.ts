/**
 * The seamless-wallet contract for external game vendors: `POST /wps/seamless/wallet/{balance,
 * debit,credit,rollback}` (and `session`, which tells a vendor whose launch token it got).
 * Every call is signed: `X-Vendor` names the vendor (a catalog vendor code) and `X-Signature`
 * is the hex HMAC-SHA256 of the raw body with the vendor's secret (platform/play/vendor-secrets.ts).
 * The player is found by `username` within the brand of the `Host`. Amounts are integer minor
 * units of the brand's currency. A captured call replayed is harmless: every money call is
 * idempotent by (vendor, txId).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema, envelope } from '../../schemas/api/envelope.ts';
import { trialAgentType } from '../../engine/core/roles.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { MemberRow } from '../db/schema.ts';
import { apiError, badRequest, fieldError } from '../errors.ts';
import { siteOf } from '../http.ts';
import { gameByNodeId, gameByVendorCode, vendorByCode } from '../play/games.ts';
import { openLaunch } from '../play/launches.ts';
import { signatureMatches, vendorSecret } from '../play/vendor-secrets.ts';
import { memberById, memberByUsername } from '../services/members.ts';
import {
  credit,
  debit,
  rollback,
  trialBalance,
  walletBalance,
  type WalletResult,
} from '../modules/ledger/index.ts';
import { inputValidator, readInput } from '../validation.ts';

/** What the seamless routes need. */
export interface SeamlessRouteOptions {
  db: Database;
  clock: Clock;
}

/** The largest body a vendor may send. */
const bodyLimit = 8 * 1024;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const amount = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const txId = { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' } as const;
const common = {
  username: text(64),
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
} as const;

const balanceRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency'],
  properties: common,
} as const;

const moveRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency', 'txId', 'amount'],
  properties: { ...common, txId, amount, roundId: text(128), gameId: text(64) },
} as const;

const rollbackRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'currency', 'txId', 'refTxId'],
  properties: { ...common, txId, refTxId: txId, roundId: text(128), gameId: text(64) },
} as const;

const sessionRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: text(64) },
} as const;

type BalanceRequest = FromSchema<typeof balanceRequestSchema>;
type MoveRequest = FromSchema<typeof moveRequestSchema>;
type RollbackRequest = FromSchema<typeof rollbackRequestSchema>;

const validateBalance = inputValidator<BalanceRequest>(balanceRequestSchema);
const validateMove = inputValidator<MoveRequest>(moveRequestSchema);
const validateRollback = inputValidator<RollbackRequest>(rollbackRequestSchema);
const validateSession =
  inputValidator<FromSchema<typeof sessionRequestSchema>>(sessionRequestSchema);

/** A wallet answer to a vendor. */
export const seamlessAnswerSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currency', 'status'],
  properties: {
    balance: { type: 'integer', minimum: 0 },
    currency: { type: 'string' },
    txId: { type: 'string' },
    status: { type: 'string', enum: ['OK', 'DUPLICATE'] },
  },
} as const);

/** The answer to `session`: whose launch a token is. */
export const seamlessSessionSchema = envelope({
  type: 'object',
  additionalProperties: false,
  required: ['gameId', 'language', 'trial', 'balance', 'currency'],
  properties: {
    /** The player, absent for a trial launch (play money, no wallet calls). */
    username: { type: 'string' },
    gameId: { type: 'string' },
    language: { type: 'string' },
    trial: { type: 'boolean' },
    balance: { type: 'integer', minimum: 0 },
    currency: { type: 'string' },
  },
} as const);

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
export function seamlessRoutes(app: FastifyInstance, options: SeamlessRouteOptions): void {
  const { db, clock } = options;

  // The signature covers the exact bytes, so the body is kept raw and parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_r, body, done) =>
    done(null, body),
  );

  /** The verified vendor code and parsed body of a signed call. */
  const signed = async (request: FastifyRequest): Promise<{ vendor: string; body: unknown }> => {
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
      return { vendor: code, body: JSON.parse(request.body.toString('utf8')) as unknown };
    } catch {
      throw badRequest('The body is not valid JSON');
    }
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

  const route = { schema: { response: { 200: seamlessAnswerSchema, ...errors } } };

  app.post('/wps/seamless/wallet/balance', route, async (request) => {
    const { body } = await signed(request);
    const input = readInput(validateBalance, body);
    const member = await player(request, input);
    const wallet = await walletBalance(db, member.id);
    return {
      value: { balance: Number(wallet.balanceMinor), currency: wallet.currency, status: 'OK' },
    };
  });

  for (const kind of ['debit', 'credit'] as const) {
    app.post(`/wps/seamless/wallet/${kind}`, route, async (request) => {
      const { vendor, body } = await signed(request);
      const input = readInput(validateMove, body);
      const member = await player(request, input);
      if (kind === 'debit' && input.amount === 0) throw fieldError({ amount: 'invalid' });
      const move = kind === 'debit' ? debit : credit;
      const result = await move(db, clock, {
        memberId: member.id,
        vendor,
        txId: input.txId,
        amountMinor: BigInt(input.amount),
        roundId: input.roundId ?? null,
        nodeId: await nodeOf(vendor, input.gameId),
      });
      return answer(result);
    });
  }

  app.post('/wps/seamless/wallet/rollback', route, async (request) => {
    const { vendor, body } = await signed(request);
    const input = readInput(validateRollback, body);
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
    { schema: { response: { 200: seamlessSessionSchema, ...errors } } },
    async (request) => {
      const { vendor, body } = await signed(request);
      const input = readInput(validateSession, body);
      const site = siteOf(request);
      const launch = await openLaunch(db, clock, site.id, input.token);
      const found = await gameByNodeId(db, launch.nodeId);
      // A vendor learns only about launches of its own games.
      if (!found || found.game.vassalage !== vendor) throw apiError('LAUNCH_EXPIRED');
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
