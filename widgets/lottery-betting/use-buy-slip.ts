import { useCallback, useRef, useState } from 'react';
import type { BuySlipRequest, LotterySlip } from '../../schemas/api/lottery.ts';
import { buyLotterySlip } from '../../engine/api/lottery.ts';
import { ApiError, isApiError } from '../../engine/api/errors.ts';

/** A slip as the form builds it, before it gets its id. */
export type SlipOrder = Omit<BuySlipRequest, 'slipId'>;

/** Where a purchase stands. */
export type BuyState =
  | { kind: 'idle' }
  | { kind: 'confirming'; order: SlipOrder; tickets: number; costMinor: number }
  | { kind: 'buying'; order: SlipOrder }
  | { kind: 'bought'; slip: LotterySlip }
  | { kind: 'failed'; order: SlipOrder; error: ApiError };

/**
 * The purchase of a slip: ask to confirm, buy, and remember the outcome. The slip id is a fresh
 * `crypto.randomUUID()` per slip and kept while the same slip is sent again (a "Try again"
 * after a network failure), so the platform answers the first purchase instead of a second.
 * `onBought` runs after a purchase (the balance, the form); `onClosed` when the draw has closed.
 */
export function useBuySlip({
  onBought,
  onClosed,
}: {
  onBought: (slip: LotterySlip) => void;
  onClosed: () => void;
}) {
  const [state, setState] = useState<BuyState>({ kind: 'idle' });
  const attempt = useRef<{ key: string; slipId: string } | null>(null);

  const confirm = useCallback(
    (order: SlipOrder, costMinor: number) =>
      setState({
        kind: 'confirming',
        order,
        tickets: order.drawKeys.length * order.bets.length,
        costMinor,
      }),
    [],
  );

  const buy = useCallback(
    async (order: SlipOrder) => {
      const key = JSON.stringify(order);
      if (attempt.current?.key !== key) attempt.current = { key, slipId: crypto.randomUUID() };
      const { slipId } = attempt.current;
      setState({ kind: 'buying', order });
      try {
        const slip = await buyLotterySlip({ slipId, ...order });
        attempt.current = null;
        setState({ kind: 'bought', slip });
        onBought(slip);
      } catch (error) {
        const failure = isApiError(error)
          ? error
          : new ApiError('UNKNOWN', error instanceof Error ? error.message : String(error), 0);
        setState({ kind: 'failed', order, error: failure });
        if (failure.code === 'LOTTERY_CLOSED') onClosed();
      }
    },
    [onBought, onClosed],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, confirm, buy, reset };
}
