/**
 * Business constants of spec §9. Every value has the spec's figure as its default, so a brand
 * overrides only what it changes and a resolved brand always carries the full set.
 */
import type { FromSchema } from 'json-schema-to-ts';

/* @__NO_SIDE_EFFECTS__ */
const positiveInt = (value: number, max = 1_000_000) =>
  ({ type: 'integer', minimum: 1, maximum: max, default: value }) as const;

/** JSON Schema of the brand's `constants` block. */
export const constantsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  properties: {
    searchPageSize: positiveInt(28, 200),
    lobbyPageSize: positiveInt(42, 200),
    defaultPageSize: positiveInt(20, 200),
    favouritesPageSize: positiveInt(999, 5000),
    popupGamePageSize: positiveInt(1000, 5000),
    popularCount: positiveInt(20, 200),
    vnNumbersCount: positiveInt(100, 1000),
    recentLotteryCount: positiveInt(100, 1000),
    winnerBoardEntries: positiveInt(20, 200),
    helpItems: positiveInt(4, 50),
    publicityPageSize: positiveInt(8, 100),
    noticeModalPageSize: positiveInt(9, 100),
    bannerAutoplayMs: positiveInt(5000, 60_000),
    providerAutoplayMs: positiveInt(2000, 60_000),
    providerSpacing: positiveInt(20, 200),
    homeRowGap: positiveInt(27, 200),
    rowGap: positiveInt(20, 200),
    stripSlides: positiveInt(5, 20),
    smsThrottleMs: positiveInt(1000, 60_000),
    captchaRefreshMs: positiveInt(1000, 60_000),
    tooManyRequestsWaitMinutes: positiveInt(5, 1440),
    phoneAuthResendSeconds: positiveInt(60, 3600),
    rememberMeDays: positiveInt(1, 365),
    jackpot: {
      type: 'object',
      additionalProperties: false,
      default: {},
      properties: {
        min: positiveInt(10_000_000, 1e12),
        max: positiveInt(99_999_999, 1e12),
        stepMin: positiveInt(100, 1e9),
        stepMax: positiveInt(500, 1e9),
        intervalsSeconds: {
          type: 'array',
          items: { type: 'integer', minimum: 1, maximum: 3600 },
          minItems: 1,
          default: [3, 4, 5],
        },
      },
    },
    vipServiceRankAbove: { type: 'integer', minimum: 0, maximum: 100, default: 4 },
    lotteryRefreshMinMs: positiveInt(7000, 600_000),
    lotteryRefreshMaxMs: positiveInt(30_000, 600_000),
    recentWinningNumbersOnCards: positiveInt(6, 50),
    downloadQrSizePage: positiveInt(143, 1000),
    downloadQrSizeModal: positiveInt(100, 1000),
    dropdownCloseDelayMs: positiveInt(200, 10_000),
    infiniteScrollDebounceMs: positiveInt(300, 10_000),
    infiniteScrollBusyMs: positiveInt(500, 10_000),
    pagerMarginPages: positiveInt(2, 10),
    pagerRange: positiveInt(5, 20),
    scriptLoadTimeoutMs: positiveInt(120_000, 600_000),
    customerServiceWindowWidth: positiveInt(440, 4000),
    customerServiceWindowHeight: positiveInt(750, 4000),
    lazyImageThreshold: { type: 'number', minimum: 0, maximum: 1, default: 0.1 },
    lazyImageRetries: { type: 'integer', minimum: 0, maximum: 5, default: 1 },
    copyrightYear: { type: 'integer', minimum: 1990, maximum: 2100, default: 2025 },
    verificationCodeMaxLength: positiveInt(255, 1024),
    realtimeSalaryMinutes: positiveInt(5, 1440),
    withdrawalAutoReceiptMinutes: {
      ...positiveInt(1440, 43_200),
      description:
        'Minutes after a withdrawal was paid out until it counts as received when the member has not confirmed it (spec §4 "Withdrawal confirmation"). Default 1440 (24 hours).',
    },
    uploadMaxBytes: positiveInt(5 * 1024 * 1024, 100 * 1024 * 1024),
    uploadMaxCount: positiveInt(3, 20),
    remarkMaxLength: positiveInt(140, 10_000),
    zaloRewardHint: { type: 'string', maxLength: 20, default: '131K' },
    defaultLotteryVendors: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      uniqueItems: true,
      default: ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'],
    },
    esportsVendors: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      uniqueItems: true,
      default: ['AV', 'AI', 'IMES', 'TF', 'IA'],
    },
    cockfightVendor: { type: 'string', minLength: 1, default: 'DS88' },
  },
} as const;

/** Resolved business constants (every key present). */
export type Constants = FromSchema<typeof constantsSchema>;
