import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState } from 'react';
import type { LotteryTicket } from '../../schemas/api/lottery.ts';
import {
  lotteryGame,
  lotterySettingsWithDefaults,
  type BetTypeId,
} from '../../engine/core/lottery/index.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useResource } from '../../engine/state/query.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { DrawEntry } from '../ui/lottery-draw.tsx';
import { betChoiceLabels, betTypeLabels, ticketStateLabels } from '../ui/lottery-labels.ts';
import { useMoney } from '../ui/use-money.ts';
import { lotteryDrawResource } from './resources.ts';
import { drawTimeOf, isDrawn, ticketNumbers } from './tickets-model.ts';

/** What a ticket shows of its game: its name and its tag (how its result reads). */
interface GameLabel {
  name: string;
  tag: string;
}

/** Names a game by id from the brand's lottery (the menu's names); an unknown id by itself. */
export function useGameOf(): (gameId: string) => GameLabel {
  const { lottery } = useBrand();
  const settings = useMemo(() => lotterySettingsWithDefaults(lottery ?? {}), [lottery]);
  return useCallback(
    (gameId: string) => {
      const game = lotteryGame(settings, gameId);
      return game ? { name: game.name, tag: game.tag } : { name: gameId, tag: '' };
    },
    [settings],
  );
}

/** A ticket's numbers: the winning ones marked with a tick, in bold and in words. */
function TicketNumbers({ ticket }: { ticket: LotteryTicket }) {
  const { t, i18n } = useLingui();
  const label = (value: string) => {
    const choice = betChoiceLabels[value];
    return choice ? i18n._(choice) : value;
  };
  return (
    <ul className="lottery-ticket__numbers" aria-label={t`Numbers`}>
      {ticketNumbers(ticket).map(({ value, won }) => (
        <li
          key={value}
          className={won ? 'lottery-ball lottery-ball--won' : 'lottery-ball'}
          data-won={won ? '' : undefined}
        >
          {won ? <span aria-hidden="true">✓ </span> : null}
          {label(value)}
          {won ? <span className="visually-hidden"> {t`(winning number)`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The draw of a ticket, read when the player asks for it, shown as the lottery center does. */
function TicketDraw({ drawKey, tag }: { drawKey: string; tag: string }) {
  const { t } = useLingui();
  const draw = useResource(lotteryDrawResource, drawKey);
  if (draw.status === 'loading')
    return <LoadingBlocks label={t`Loading the result`} heights={[120]} />;
  if (draw.status === 'error')
    return <RowError message={t`The result could not be loaded.`} onRetry={draw.refresh} />;
  return (
    <ul className="lottery-ticket__draw">
      <DrawEntry draw={draw.data} tag={tag} />
    </ul>
  );
}

/**
 * One ticket: its game and draw time (Vietnam time), bet type, numbers (the position of an
 * e-lottery bet), stake, lots, cost and state; a won ticket its payout and winning lots (a KENO
 * pick its hits), a void
 * one its refund; a drawn one its draw's result on demand.
 */
export function TicketItem({ ticket }: { ticket: LotteryTicket }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const game = useGameOf()(ticket.gameId);
  const [showDraw, setShowDraw] = useState(false);
  const drawId = useId();
  const drawTime = drawTimeOf(ticket.drawKey);
  const betType = betTypeLabels[ticket.betType as BetTypeId];
  const state = i18n._(ticketStateLabels[ticket.status]);
  const lots = ticket.winningLots;
  // A KENO pick pays by its hits (the pay table), not by lots.
  const hits = ticket.matched.length;

  return (
    <li className={`lottery-ticket lottery-ticket--${ticket.status}`}>
      <p className="lottery-ticket__head">
        <strong>{game.name}</strong>{' '}
        {drawTime ? <time dateTime={drawTime.iso}>{drawTime.text}</time> : null}
        <span className={`lottery-state lottery-state--${ticket.status}`}>{state}</span>
      </p>
      <p className="lottery-ticket__bet">
        {betType ? i18n._(betType.name) : ticket.betType}
        {ticket.position !== null ? <> · {t`Position ${ticket.position}`}</> : null}
      </p>
      <TicketNumbers ticket={ticket} />
      <dl className="lottery-ticket__figures">
        <div>
          <dt>{t`Stake`}</dt>
          <dd>{money(ticket.stakeMinor)}</dd>
        </div>
        <div>
          <dt>{t`Lots`}</dt>
          <dd>{ticket.lots}</dd>
        </div>
        <div>
          <dt>{t`Cost`}</dt>
          <dd>{money(ticket.costMinor)}</dd>
        </div>
        {ticket.status === 'won' ? (
          <div className="lottery-ticket__payout">
            <dt>{t`Payout`}</dt>
            <dd>{money(ticket.payoutMinor)}</dd>
          </div>
        ) : null}
        {ticket.status === 'void' ? (
          <div>
            <dt>{t`Refunded`}</dt>
            <dd>{money(ticket.costMinor)}</dd>
          </div>
        ) : null}
      </dl>
      {ticket.status === 'won' ? (
        <p className="lottery-ticket__lots">
          {ticket.betType === 'kenoPick'
            ? plural(hits, { one: '# hit', other: '# hits' })
            : plural(lots, { one: '# winning lot', other: '# winning lots' })}
        </p>
      ) : null}
      {isDrawn(ticket) ? (
        <>
          <button
            type="button"
            className="btn btn-small lottery-ticket__result"
            aria-expanded={showDraw}
            aria-controls={drawId}
            onClick={() => setShowDraw(!showDraw)}
          >
            {t`Result`}
          </button>
          <div id={drawId} hidden={!showDraw}>
            {showDraw ? <TicketDraw drawKey={ticket.drawKey} tag={game.tag} /> : null}
          </div>
        </>
      ) : null}
    </li>
  );
}
