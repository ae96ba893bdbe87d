/**
 * What the account routes share: the database and clock, the key ring for `enc` bodies, the
 * human verifier, the message provider, the per-address rate limits and the payout account count.
 */
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../../schemas/api/envelope.ts';
import type { Brand } from '../../../../schemas/brand.ts';
import type { Clock } from '../../../kernel/clock.ts';
import type { Database } from '../../../kernel/db/client.ts';
import { apiError } from '../../../kernel/errors.ts';
import type { HumanVerifier } from '../altcha.ts';
import { describeDevice } from '../login-history.ts';
import type { KeyRing } from '../../../kernel/secrets/encryption.ts';
import type { MessageSender } from '../messaging.ts';
import type { SendLimits } from '../verification-codes.ts';

/**
 * Requests per minute and client address, per route group. They bound bursts on one
 * instance; the limits that matter for money and abuse (SMS per number, failed logins) are
 * counted in the database and hold across instances.
 */
export interface RateLimits {
  login: number;
  register: number;
  sms: number;
  captcha: number;
  altcha: number;
  freePlay: number;
  password: number;
  /** Lookups that tell whether something exists (the affiliate check). */
  lookup: number;
}

/** Generous enough for a player who mistypes, tight enough to stop a script. */
export const defaultRateLimits: RateLimits = {
  login: 30,
  register: 20,
  sms: 20,
  captcha: 60,
  altcha: 120,
  freePlay: 20,
  password: 20,
  lookup: 60,
};

/** Dependencies of the account routes. */
export interface AccountRouteOptions {
  db: Database;
  clock: Clock;
  keys: KeyRing;
  human: HumanVerifier;
  sender: MessageSender;
  rateLimits: RateLimits;
  /**
   * How many payout accounts the member has bound now. The cashier module owns them and depends
   * on this one, so the composition root hands its count in.
   */
  payoutAccounts: (memberId: number) => Promise<number>;
}

/** Error bodies of every account route. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** Throws `OPERATION_NOT_ALLOWED` unless `allowed` (a brand feature flag check). */
export function requireFeature(allowed: boolean): void {
  if (!allowed) throw apiError('OPERATION_NOT_ALLOWED');
}

/** The SMS send limits of a brand. */
export function sendLimits(brand: Pick<Brand, 'constants'>): SendLimits {
  return {
    throttleMs: brand.constants.smsThrottleMs,
    blockMinutes: brand.constants.tooManyRequestsWaitMinutes,
  };
}

/** The caller's address (Fastify honours `trustProxy` for X-Forwarded-For). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** The caller's browser and system ("Chrome 131 on Android 14"), or null when unreadable. */
export function clientDevice(request: FastifyRequest): string | null {
  return describeDevice(request.headers['user-agent']);
}

/** A number shown with all but its last four digits hidden. */
export function maskMobile(e164: string): string {
  return `${e164.slice(0, -4).replace(/[0-9]/g, '*')}${e164.slice(-4)}`;
}

/** An e-mail address with the local part hidden but its first character. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
