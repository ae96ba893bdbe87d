import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { useResource } from '../../engine/state/query.ts';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { RowError } from '../ui/carousel-arrows.tsx';
import { DrawEntry } from '../ui/lottery-draw.tsx';
import { weekdayLabels } from './lobby-controls.tsx';
import { allWeekdays, gamesByWeekday } from './lobby-model.ts';
import { lotteryNumbersResource } from './resources.ts';

/** Draws shown at first, and added by each "Show more". */
const drawsPerPage = 5;

/** Props of the history panel. */
export interface HistoryPanelProps {
  /** The games the picker offers. */
  games: readonly LotteryGameInfo[];
  selectedId: string;
  onSelect: (gameId: string) => void;
}

/**
 * The history panel (spec §2): the selected game's latest draws, newest first, with a game
 * picker grouped by draw weekday (every day, then Monday to Sunday).
 */
export function HistoryPanel({ games, selectedId, onSelect }: HistoryPanelProps) {
  const { t, i18n } = useLingui();
  const [weekday, setWeekday] = useState(allWeekdays);
  const [shown, setShown] = useState(drawsPerPage);
  const groups = gamesByWeekday(games);
  const offered = groups.find((group) => group.weekday === weekday)?.games ?? [];
  const selected = games.find((game) => game.gameId === selectedId) ?? games[0]!;
  const draws = useResource(lotteryNumbersResource, selected.gameId);
  const select = (gameId: string) => {
    setShown(drawsPerPage);
    onSelect(gameId);
  };

  let body;
  if (draws.status === 'loading') {
    body = <LoadingBlocks label={t`Loading results`} heights={[120, 120]} />;
  } else if (draws.status === 'error') {
    body = <RowError message={t`The results could not be loaded.`} onRetry={draws.refresh} />;
  } else if (draws.data.length === 0) {
    body = <p className="lottery-history__empty">{t`No draws yet.`}</p>;
  } else {
    body = (
      <>
        <ol className="lottery-history__draws">
          {draws.data.slice(0, shown).map((draw) => (
            <DrawEntry key={draw.drawKey} draw={draw} tag={selected.tag} />
          ))}
        </ol>
        {draws.data.length > shown ? (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setShown(shown + drawsPerPage)}
          >
            {t`Show more`}
          </button>
        ) : null}
      </>
    );
  }

  const name = selected.remark;
  return (
    <section className="lottery-history" aria-label={t`Results of ${name}`}>
      <h2 className="lottery-history__title">{t`Results of ${name}`}</h2>
      <div className="lottery-history__picker">
        <label>
          <span>{t`Games drawn on`}</span>
          <select value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
            {groups.map((group) => (
              <option key={group.weekday} value={group.weekday}>
                {i18n._(weekdayLabels[group.weekday]!)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t`Game`}</span>
          <select value={selected.gameId} onChange={(event) => select(event.target.value)}>
            {(offered.some((game) => game.gameId === selected.gameId)
              ? offered
              : [selected, ...offered]
            ).map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {game.remark}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body}
    </section>
  );
}
