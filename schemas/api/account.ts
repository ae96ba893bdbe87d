/**
 * Session and member calls of spec §7. Requests marked `enc` travel as an encrypted body
 * (engine/core/crypto.ts); the schemas here describe the decrypted payload. `altcha` carries
 * the ALTCHA human-verification payload (base64) the widget produced.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { registrationFieldNames } from '../brand.ts';
import { keyedProperties } from '../common.ts';
import { envelope } from './envelope.ts';

/* @__NO_SIDE_EFFECTS__ */
const text = (max = 255) => ({ type: 'string', maxLength: max }) as const;
const humanVerification = { type: 'string', minLength: 1, maxLength: 8192 } as const;
const dialingCode = { type: 'string', pattern: '^\\+?[0-9]{1,4}$' } as const;
const mobile = { type: 'string', pattern: '^[0-9 ()-]{4,20}$' } as const;
const code = { type: 'string', minLength: 1, maxLength: 255 } as const;

/** Free-text registration fields (spec §3 "Registration payload"): those with field settings. */
export const registrationTextFields = registrationFieldNames;

/** `PUT /wps/member/register` (enc): registration by username. */
export const registerRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password', 'confirmPassword', 'altcha'],
  properties: {
    ...keyedProperties(registrationTextFields, text()),
    countryDialingCode: dialingCode,
    referralCode: text(64),
    domain: text(253),
    login: { type: 'boolean' },
    altcha: humanVerification,
  },
} as const;
/** Registration by username. */
export type RegisterRequest = FromSchema<typeof registerRequestSchema>;

/** `PUT /wps/member/register/mobile` (enc): registration by mobile number and SMS code. */
export const registerMobileRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mobileNum', 'countryDialingCode', 'verificationCode', 'registerMethod', 'altcha'],
  properties: {
    ...keyedProperties(registrationTextFields, text()),
    countryDialingCode: dialingCode,
    referralCode: text(64),
    domain: text(253),
    registerUrl: text(2000),
    registerMethod: { type: 'string', enum: ['WEB'] },
    login: { type: 'boolean' },
    altcha: humanVerification,
  },
} as const;
/** Registration by mobile. */
export type RegisterMobileRequest = FromSchema<typeof registerMobileRequestSchema>;

/** A new or renewed session. */
export const sessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'account', 'firstTimeLogin', 'passwordExpired', 'changePassword', 'isAgent'],
  properties: {
    token: { type: 'string', minLength: 20, maxLength: 200 },
    /** The account name (auto-generated for registration by mobile). */
    account: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    /** Open the change-password modal now (default password, or expired while expiry is enforced). */
    changePassword: { type: 'boolean' },
    isAgent: { type: 'integer' },
  },
} as const;
/** A session. */
export type Session = FromSchema<typeof sessionSchema>;

/** `POST /wps/session/login` (enc): by username and password, or by mobile and SMS code. */
export const loginRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'altcha'],
  properties: {
    type: { type: 'string', enum: ['username', 'sms'] },
    username: text(64),
    password: text(),
    captcha: text(16),
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: code,
    altcha: humanVerification,
    /**
     * Remember me (spec §4): true issues an HttpOnly remember-token cookie with the session,
     * false ends the device's token and clears the cookie; left out, nothing changes.
     */
    remember: { type: 'boolean' },
  },
} as const;
/** A login. */
export type LoginRequest = FromSchema<typeof loginRequestSchema>;

/** `POST /wps/session/login/freeplay`: a trial session (isAgent 4) when the brand enables free play. */
export const freePlayRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['os', 'platform', 'gatewayVersion'],
  properties: {
    os: text(40),
    platform: { type: 'string', enum: ['W'] },
    token: text(200),
    gatewayVersion: { type: 'integer', enum: [3] },
  },
} as const;
/** A free-play login. */
export type FreePlayRequest = FromSchema<typeof freePlayRequestSchema>;

/** `POST /wps/verification/sms/register`: a registration code by SMS. */
export const smsRegisterRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['countryDialingCode', 'mobileNo', 'altcha'],
  properties: { countryDialingCode: dialingCode, mobileNo: mobile, altcha: humanVerification },
} as const;
/** A registration SMS request. */
export type SmsRegisterRequest = FromSchema<typeof smsRegisterRequestSchema>;
/** Answer of the registration SMS. */
export const smsSentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expiredMinutes', 'message'],
  properties: { expiredMinutes: { type: 'integer', minimum: 1 }, message: { type: 'string' } },
} as const;
/** An SMS sent for registration or login. */
export type SmsSent = FromSchema<typeof smsSentSchema>;

/** `POST /wps/verification/sms/noLogin` (login) and `/wps/verification/sms/forgot` (sendForgotVCode). */
export const smsToMobileRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['countryDialingCode', 'mobileNum', 'altcha'],
  properties: { countryDialingCode: dialingCode, mobileNum: mobile, altcha: humanVerification },
} as const;
/** A login or password-reset SMS request. */
export type SmsToMobileRequest = FromSchema<typeof smsToMobileRequestSchema>;
/** Answer of the password-reset SMS: when the code expires. */
export const smsForgotSentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['expirationTime'],
  properties: { expirationTime: { type: 'string', maxLength: 40 } },
} as const;
/** A password-reset SMS. */
export type SmsForgotSent = FromSchema<typeof smsForgotSentSchema>;

/** `GET /wps/member/info` (token). */
export const memberInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'account',
    'userName',
    'nickname',
    'customerId',
    'isAgent',
    'toUpline',
    'clubLabel',
    'memberLabel',
    'currencySymbol',
    'firstTimeLogin',
    'passwordExpired',
    'passwordKnown',
    'referralCode',
  ],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    userName: { type: 'string' },
    nickname: { type: 'string' },
    customerId: { type: 'string' },
    isAgent: { type: 'integer' },
    toUpline: { type: 'boolean' },
    clubLabel: {
      type: 'object',
      additionalProperties: false,
      required: ['labelName', 'color', 'color2', 'rankLevel'],
      properties: {
        labelName: { type: 'string' },
        color: { type: 'string' },
        color2: { type: 'string' },
        rankLevel: { type: 'integer', minimum: 0 },
      },
    },
    memberLabel: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'color', 'backgroundColor'],
        properties: {
          text: { type: 'string' },
          color: { type: 'string' },
          backgroundColor: { type: 'string' },
        },
      },
    },
    currencySymbol: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    /** False for accounts created without a password (registration by mobile): no old password to ask. */
    passwordKnown: { type: 'boolean' },
    referralCode: { type: 'string' },
    mobileNum: { type: 'string' },
    email: { type: 'string' },
  },
} as const;
/** Member info. */
export type MemberInfo = FromSchema<typeof memberInfoSchema>;

/** `GET /wps/v2/wallets/balance` (token): the total balance in integer minor units. */
export const balanceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sumBalance', 'currency'],
  properties: {
    sumBalance: { type: 'integer' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
} as const;
/** A balance. */
export type Balance = FromSchema<typeof balanceSchema>;

/** `POST /wps/member/password` (token, enc). `oldPassword` is required unless the account has none. */
export const changePasswordRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPassword', 'confirmNewPassword'],
  properties: { oldPassword: text(), newPassword: text(), confirmNewPassword: text() },
} as const;
/** A password change. */
export type ChangePasswordRequest = FromSchema<typeof changePasswordRequestSchema>;

/**
 * `POST /wps/member/password/email` (form): a temporary password by e-mail, after the human
 * check. It works once, for the brand's `resetCodeMinutes`; until it is used at a login the
 * current password and sessions stay valid.
 */
export const forgotByEmailRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'email', 'altcha'],
  properties: { username: text(64), email: text(), altcha: humanVerification },
} as const;
/** A password reset by e-mail. */
export type ForgotByEmailRequest = FromSchema<typeof forgotByEmailRequestSchema>;
/** Answer of the e-mail reset: the masked address it went to. */
export const forgotByEmailSentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sentTo'],
  properties: { sentTo: { type: 'string' } },
} as const;

/** `POST /wps/member/password/verification` (enc): a new password by mobile and SMS code. */
export const resetByPhoneRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['newPassword', 'mobileNum', 'countryDialingCode', 'verificationCode'],
  properties: {
    newPassword: text(),
    confirmNewPassword: text(),
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: code,
  },
} as const;
/** A password reset by phone. */
export type ResetByPhoneRequest = FromSchema<typeof resetByPhoneRequestSchema>;

/** The query of `GET /wps/agent/affiliate`: the code (trimmed by the platform) and the site. */
export const affiliateCheckQuerySchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { ...text(64), pattern: '\\S' }, domain: text(253) },
} as const;

/** `GET /wps/agent/affiliate?code=&domain=`: whether an affiliate (invitation) code is valid. */
export const affiliateCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['valid'],
  properties: { valid: { type: 'boolean' } },
} as const;

/** `GET /wps/system/setting/register`: the brand's per-field registration settings. */
export const registerSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: {
    fields: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['enabled', 'required', 'patternId', 'minLength', 'maxLength'],
        properties: {
          enabled: { type: 'boolean' },
          required: { type: 'boolean' },
          acceptedPattern: { type: 'string' },
          patternId: { type: 'integer', minimum: 0, maximum: 20 },
          minLength: { type: 'integer', minimum: 0 },
          maxLength: { type: 'integer', minimum: 1 },
        },
      },
    },
  },
} as const;

/** `GET /wps/system/countryCodes` (getCountryCode): countries players can register from. */
export const countryCodesSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['countryCode', 'countryDialingCode'],
    properties: {
      countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
      countryDialingCode: { type: 'string', pattern: '^[0-9]{1,4}$' },
    },
  },
} as const;
/** Country codes. */
export type CountryCodes = FromSchema<typeof countryCodesSchema>;

/** `GET /wps/system/publicKey`: the key `enc` payloads are sealed for. */
export const publicKeySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['keyId', 'spki', 'algorithm'],
  properties: {
    keyId: { type: 'string' },
    /** Base64 DER SubjectPublicKeyInfo of an RSA key. */
    spki: { type: 'string' },
    algorithm: { type: 'string', enum: ['RSA-OAEP-256+A256GCM'] },
  },
} as const;
/** The encryption public key. */
export type PublicKey = FromSchema<typeof publicKeySchema>;

/** `GET /wps/captcha`: the value is the captcha image as a `data:image/png;base64,` URL. */
export const captchaImageSchema = {
  type: 'string',
  pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$',
} as const;

/** `DELETE /wps/session/logout` (token). */
export const logoutSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['loggedOut'],
  properties: { loggedOut: { type: 'boolean', enum: [true] } },
} as const;

/** Response schemas the storefront validates, by name (see scripts/emit-schemas.ts). */
export const accountResponses = {
  session: envelope(sessionSchema),
  smsSent: envelope(smsSentSchema),
  smsForgotSent: envelope(smsForgotSentSchema),
  memberInfo: envelope(memberInfoSchema),
  balance: envelope(balanceSchema),
  forgotByEmailSent: envelope(forgotByEmailSentSchema),
  affiliateCheck: envelope(affiliateCheckSchema),
  registerSettings: envelope(registerSettingsSchema),
  countryCodes: envelope(countryCodesSchema),
  publicKey: envelope(publicKeySchema),
  captchaImage: envelope(captchaImageSchema),
  logout: envelope(logoutSchema),
} as const;
