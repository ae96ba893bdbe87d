/** The look of a brand: logo, favicon, shape, font and the colour tokens of each mode. */
import { assetSchema, keyedProperties } from '../common.ts';

const colorSchema = {
  type: 'string',
  pattern: '^(#[0-9a-fA-F]{3,8}|rgba?\\([0-9., %]+\\)|hsla?\\([0-9., %deg]+\\))$',
} as const;

/** Theme tokens a brand may set; each becomes the CSS custom property `--<token>`. */
export const themeTokenNames = [
  'accent',
  'accent-contrast',
  'bg',
  'surface',
  'surface-alt',
  'text',
  'text-muted',
  'border',
  'danger',
  'success',
  'warning',
  'jackpot',
] as const;

const tokenSetSchema = {
  type: 'object',
  additionalProperties: false,
  properties: keyedProperties(themeTokenNames, colorSchema),
} as const;

/** The theme: default mode, logo, favicon, radius, font and colour tokens. */
export const themeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['default', 'logo', 'modes'],
  properties: {
    default: { type: 'string', enum: ['dark', 'light'], default: 'dark' },
    logo: assetSchema,
    favicon: assetSchema,
    radius: { type: 'string', pattern: '^[0-9]{1,2}px$', default: '10px' },
    fontFamily: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9 ,"\'-]+$' },
    /** Tokens shared by both modes, overriding the mode palettes. */
    tokens: { ...tokenSetSchema, default: {} },
    modes: {
      type: 'object',
      additionalProperties: false,
      required: ['dark', 'light'],
      properties: { dark: tokenSetSchema, light: tokenSetSchema },
    },
  },
} as const;
