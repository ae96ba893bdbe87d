/**
 * The lottery's pure core (issue 15, docs/lottery.md): games and schedules, results and their
 * winning-number text, provably fair draws, bet pricing and settlement. No React, no Node-only
 * APIs: it runs in the platform and in the browser.
 */
export {
  fastBetTypes,
  kenoBetTypes,
  vnBetTypes,
  type BetInput,
  type BetSettlement,
  type BetTypeId,
  type PricedBet,
} from './bet-types.ts';
export { betTypesOf, lotsOf, maxPayoutMinor, priceBet, settleBet } from './bets.ts';
export { LotteryInputError } from './errors.ts';
export { commitmentOf, deriveResult, newSeed, verifyDraw } from './fairness.ts';
export {
  lotteryGame,
  lotteryGames,
  type LotteryGame,
  type LotteryKind,
  type PrizeMode,
  type VnRegion,
} from './games.ts';
export { kenoMaxPicks, kenoReturnToPlayer } from './keno-bets.ts';
export {
  checkedResult,
  formatWinningNumbers,
  parseWinningNumbers,
  vnPrizeShape,
  type DrawResult,
  type VnPrizeName,
} from './results.ts';
export { drawTimesBetween, lockTimeOf, nextDrawAfter, openDrawAt } from './schedule.ts';
export { lotterySettingsWithDefaults } from './settings.ts';
export { maxNumbersPerBet } from './vn-bets.ts';
