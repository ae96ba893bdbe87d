/** My tickets' own server data: one draw, for a ticket's "Result". */
import type { LotteryDraw } from '../../schemas/api/lottery.ts';
import { getLotteryDraw } from '../../engine/api/lottery.ts';
import { defineResource } from '../../engine/state/query.ts';

/** One draw with its numbers and proof; a drawn draw never changes, so it is read once. */
export const lotteryDrawResource = defineResource({
  name: 'lotteryDraw',
  key: (drawKey: string) => drawKey,
  fetch: (drawKey: string, signal): Promise<LotteryDraw> => getLotteryDraw(drawKey, signal),
});
