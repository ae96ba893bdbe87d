/**
 * Why a lottery input (a bet, a winning-number text, a seed) was refused: a plain English
 * message naming the problem, for the operator CLI and the platform's error envelope.
 */
export class LotteryInputError extends Error {
  override name = 'LotteryInputError';
}
