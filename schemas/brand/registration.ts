/** Registration settings of a brand: the offered countries and the settings of each field. */
import type { FromSchema } from 'json-schema-to-ts';
import { keyedProperties } from '../common.ts';

/** Fields of the registration payload (spec §3) that carry per-field settings. */
export const registrationFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;
/** A registration field name. */
export type RegistrationFieldName = (typeof registrationFieldNames)[number];

/** Per-field registration settings (spec §3): the same shape the platform serves. */
export const fieldRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'required', 'patternId', 'minLength', 'maxLength'],
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    /** `*` accepts any text; otherwise a regular expression source applied to the whole value. */
    acceptedPattern: { type: 'string', minLength: 1, maxLength: 500 },
    patternId: { type: 'integer', minimum: 0, maximum: 20 },
    minLength: { type: 'integer', minimum: 0, maximum: 255 },
    maxLength: { type: 'integer', minimum: 1, maximum: 255 },
  },
} as const;
/** Settings of one registration field. */
export type FieldRule = FromSchema<typeof fieldRuleSchema>;

/** Registration settings: the dialing-code countries and every field's settings. */
export const registrationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: {
    /** ISO 3166 countries offered by the dialing-code picker; empty offers every country. */
    countries: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{2}$' },
      uniqueItems: true,
      default: [],
    },
    fields: {
      type: 'object',
      additionalProperties: false,
      required: registrationFieldNames,
      properties: keyedProperties(registrationFieldNames, fieldRuleSchema),
    },
  },
} as const;
