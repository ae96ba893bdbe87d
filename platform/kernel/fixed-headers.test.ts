import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeaders } from './fixed-headers.ts';

describe('fixedHeaders', () => {
  it('records what helmet sets, by lower-case name', () => {
    const headers = fixedHeaders(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
        xFrameOptions: { action: 'deny' },
      }),
    );
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('refuses a configuration the middleware reports as wrong', () => {
    expect(() =>
      fixedHeaders((_request, _response, next) => next(new Error('bad directive'))),
    ).toThrow('bad directive');
  });
});
