/**
 * The brand checker's cross-reference rules, one family a file under `rules/`. The order of
 * this list is the order of the checker's output.
 */
import { imageHostsRule } from './image-hosts-rule.ts';
import {
  channelAmountsRule,
  channelCurrencyRule,
  channelNamesRule,
  noChannelsRule,
} from './rules/cashier-rules.ts';
import {
  constantRangeRule,
  domainsRule,
  helpRule,
  missingAssetRule,
  requiredRoutesRule,
  timeZoneRule,
} from './rules/site-rules.ts';
import { duplicateFlagRule, unknownFlagRule } from './rules/flag-rules.ts';
import { lotterySettingsRule } from './rules/lottery-rules.ts';
import {
  languageDefaultUnsupportedRule,
  languageWithoutCatalogRule,
  missingTranslationRule,
} from './rules/language-rules.ts';
import { menuEntryUnavailableRule, menuEntryWithoutRouteRule } from './rules/menu-rules.ts';
import { pageOrderUnknownSectionRule, unusedPageRule } from './rules/page-rules.ts';
import { registrationFieldRule } from './rules/registration-rules.ts';
import {
  agentCenterPageRule,
  bannerGroupUndefinedRule,
  memberCenterPageRule,
  routeUnknownPageRule,
} from './rules/route-rules.ts';
import type { BrandRule } from './rules/rule-types.ts';
import {
  unknownWidgetTypeRule,
  widgetPlacementRule,
  widgetReferenceRule,
} from './rules/section-rules.ts';

export type {
  BrandRule,
  Placement,
  ReferenceKind,
  RuleContext,
  WidgetCatalog,
  WidgetCatalogEntry,
} from './rules/rule-types.ts';

/** The named cross-reference rules, run on every resolved brand after schema validation. */
export const brandRules: readonly BrandRule[] = [
  unknownWidgetTypeRule,
  widgetPlacementRule,
  widgetReferenceRule,
  routeUnknownPageRule,
  bannerGroupUndefinedRule,
  memberCenterPageRule,
  agentCenterPageRule,
  menuEntryWithoutRouteRule,
  menuEntryUnavailableRule,
  unknownFlagRule,
  duplicateFlagRule,
  pageOrderUnknownSectionRule,
  unusedPageRule,
  languageDefaultUnsupportedRule,
  languageWithoutCatalogRule,
  missingTranslationRule,
  registrationFieldRule,
  missingAssetRule,
  domainsRule,
  requiredRoutesRule,
  helpRule,
  constantRangeRule,
  timeZoneRule,
  imageHostsRule,
  channelAmountsRule,
  channelCurrencyRule,
  channelNamesRule,
  noChannelsRule,
  lotterySettingsRule,
];
