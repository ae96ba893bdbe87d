/**
 * What clients need before they send protected requests: the public key for `enc` bodies,
 * the ALTCHA challenge and the image captcha.
 */
import type { FastifyInstance } from 'fastify';
import { accountResponses } from '../../../../schemas/api/account.ts';
import { siteOf } from '../../brands/index.ts';
import { captchaCookie, captchaLifetimeMs, issueCaptcha } from '../captcha.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { errorResponses, type AccountRouteOptions } from './context.ts';

/** Registers the public key, ALTCHA challenge and captcha routes. */
export function securityRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, keys, human, rateLimits } = options;

  app.get(
    '/wps/system/publicKey',
    { schema: { response: { 200: accountResponses.publicKey, ...errorResponses } } },
    async () => ({ value: await keys.current() }),
  );

  // The widget reads the challenge itself, so this answer is the bare ALTCHA JSON.
  app.get(
    '/wps/altcha/challenge',
    { config: perMinute(rateLimits.altcha) },
    async (request, reply) => {
      const challenge = await human.challenge(siteOf(request).id);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );

  app.get(
    '/wps/captcha',
    {
      config: perMinute(rateLimits.captcha),
      schema: { response: { 200: accountResponses.captchaImage, ...errorResponses } },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const captcha = await issueCaptcha(db, clock, {
        brandId: site.id,
        previousId: request.cookies[captchaCookie],
        minIntervalMs: site.brand.constants.captchaRefreshMs,
      });
      reply.header('cache-control', 'no-store').setCookie(captchaCookie, captcha.id, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: captchaLifetimeMs / 1000,
      });
      return { value: captcha.image };
    },
  );
}
