import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  signedCallHeadersSchema,
  storefrontHeadersSchema,
  tokenHeadersSchema,
} from '../../../schemas/api/headers.ts';
import { installSiteResolver } from './site.ts';

describe('the headers schema of API routes', () => {
  it('is the storefront headers, the token headers on token routes, and never replaces a route’s own', async () => {
    const app = Fastify();
    installSiteResolver(app, { forHost: () => undefined });
    const declared = new Map<string, unknown>();
    app.addHook('onRoute', (route) => {
      declared.set(route.url, route.schema?.headers);
    });
    const answer = async () => ({ value: true });
    app.get('/wps/open', answer);
    app.get('/wps/token', { config: { access: 'member' } }, answer);
    app.post('/wps/signed', { schema: { headers: signedCallHeadersSchema } }, answer);
    app.get('/page', answer);
    await app.ready();
    expect(declared.get('/wps/open')).toBe(storefrontHeadersSchema);
    expect(declared.get('/wps/token')).toBe(tokenHeadersSchema);
    expect(declared.get('/wps/signed')).toBe(signedCallHeadersSchema);
    expect(declared.get('/page')).toBeUndefined();
    await app.close();
  });
});
