/**
 * Brand rules on the lottery settings (schemas/brand/lottery.ts): stake limits that leave a
 * stake to buy, and KENO hours that hold at least one draw.
 */
import { formatMoney } from '../../money.ts';
import { pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/**
 * Rule `lottery-settings`: every bet type's minStakeMinor is at most its maxStakeMinor, and
 * KENO's first draw of the day is not after its last.
 */
export const lotterySettingsRule: BrandRule = {
  id: 'lottery-settings',
  run({ brand, report }) {
    const lottery = brand.lottery;
    if (!lottery) return;
    const money = (minor: number) =>
      brand.currency ? `${minor} (${formatMoney(minor, brand.currency)})` : String(minor);
    for (const [betType, limit] of Object.entries(lottery.limits ?? {})) {
      if (typeof limit !== 'object' || limit === null) continue;
      const { minStakeMinor, maxStakeMinor } = limit;
      if (
        minStakeMinor !== undefined &&
        maxStakeMinor !== undefined &&
        minStakeMinor > maxStakeMinor
      )
        report(
          pointerTo('lottery', 'limits', betType, 'minStakeMinor'),
          'lottery-settings',
          `The ${betType} minStakeMinor ${money(minStakeMinor)} is above its maxStakeMinor ${money(maxStakeMinor)}, so no stake fits: lower minStakeMinor or raise maxStakeMinor.`,
        );
    }
    const keno = lottery.keno;
    if (
      keno?.firstDraw !== undefined &&
      keno.lastDraw !== undefined &&
      keno.firstDraw > keno.lastDraw
    )
      report(
        pointerTo('lottery', 'keno', 'firstDraw'),
        'lottery-settings',
        `KENO's firstDraw ${keno.firstDraw} is after its lastDraw ${keno.lastDraw}, so no KENO draw would ever run: make firstDraw earlier than lastDraw.`,
      );
  },
};
