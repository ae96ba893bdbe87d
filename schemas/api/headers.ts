/**
 * Request headers of the API (spec §7: Merchant, Authorization, Language), as Fastify sees
 * them (lower-cased names). The platform attaches these schemas to every API route that does
 * not declare its own (platform/modules/brands/site.ts); the seamless wallet's signed calls
 * declare theirs.
 */

/** The headers every storefront call may send; none is required. */
export const storefrontHeadersSchema = {
  type: 'object',
  properties: {
    merchant: {
      type: 'string',
      description:
        "The brand's merchant code; empty until the storefront knows it. A code other than the host's brand is refused.",
    },
    language: {
      type: 'string',
      description:
        'The language to answer in (EN, TY, ...); one the brand does not offer falls back to its default.',
    },
    authorization: {
      type: 'string',
      description: '`Bearer <token>` of the caller’s session; required on token routes.',
    },
  },
} as const;

/** The headers of a token route: the session token is required. */
export const tokenHeadersSchema = {
  ...storefrontHeadersSchema,
  required: ['authorization'],
} as const;

/** The headers of a signed seamless-wallet call (docs/games.md "Seamless-wallet contract for vendors"). */
export const signedCallHeadersSchema = {
  type: 'object',
  required: ['x-vendor', 'x-timestamp', 'x-signature'],
  properties: {
    'x-vendor': {
      type: 'string',
      pattern: '^\\s*[A-Z][A-Z0-9_]{0,31}\\s*$',
      description: 'The vendor code the call comes from.',
    },
    'x-timestamp': {
      type: 'string',
      pattern: '^\\s*[0-9]{1,12}\\s*$',
      description:
        "When the call was made, in whole seconds since the epoch; refused when more than 5 minutes from the platform's clock.",
    },
    'x-signature': {
      type: 'string',
      description:
        "Hex HMAC-SHA256 of `<X-Timestamp>.<raw body>` with the vendor's secret for the brand of the host.",
    },
  },
} as const;
