import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  allWeekdays,
  showsWeekSelector,
  weekdayValues,
  type LobbyChoice,
  type LobbyView,
  type LotteryMode,
  type LotteryTab,
} from './lobby-model.ts';

const tabLabels: Record<LotteryTab, MessageDescriptor> = {
  all: msg`All`,
  north: msg`Northern`,
  central: msg`Central`,
  south: msg`Southern`,
  keno: msg`KENO`,
  elott: msg`E-lottery`,
};

const modeLabels: Record<Exclude<LotteryMode, 'normal'>, MessageDescriptor> = {
  hot: msg`Hot`,
  fav: msg`Favourites`,
  recent: msg`Recent`,
};

/** The names of the spec's weekday values (1 Sunday .. 7 Saturday). */
export const weekdayLabels: Record<number, MessageDescriptor> = {
  [allWeekdays]: msg`Every day`,
  1: msg`Sunday`,
  2: msg`Monday`,
  3: msg`Tuesday`,
  4: msg`Wednesday`,
  5: msg`Thursday`,
  6: msg`Friday`,
  7: msg`Saturday`,
};

/** Props of the lobby's controls. */
export interface LobbyControlsProps {
  view: LobbyView;
  tabs: readonly LotteryTab[];
  /** The id of the list the tabs control. */
  panelId: string;
  onChoose: (choice: LobbyChoice) => void;
  /** Modes only members may choose; a visitor's choice goes through this guard. */
  guard: (action: () => void) => void;
}

/** The tabs, the list modes (favourites and recent need login) and the week selector. */
export function LobbyControls({ view, tabs, panelId, onChoose, guard }: LobbyControlsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="lottery-lobby__controls">
      <div className="lottery-lobby__tabs" role="tablist" aria-label={t`Lottery regions`}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={view.tab === tab}
            aria-controls={panelId}
            className="lottery-lobby__tab"
            onClick={() => onChoose({ type: 'tab', tab })}
          >
            {i18n._(tabLabels[tab])}
          </button>
        ))}
      </div>
      <div className="lottery-lobby__modes" role="group" aria-label={t`List`}>
        {(['hot', 'fav', 'recent'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className="btn btn-small lottery-lobby__mode"
            aria-pressed={view.mode === mode}
            onClick={() => {
              const choose = () => onChoose({ type: 'mode', mode });
              if (mode === 'hot') choose();
              else guard(choose);
            }}
          >
            {i18n._(modeLabels[mode])}
          </button>
        ))}
      </div>
      {showsWeekSelector(view.tab) ? (
        <label className="lottery-lobby__weekday">
          <span>{t`Draw day`}</span>
          <select
            value={view.weekday}
            onChange={(event) => onChoose({ type: 'weekday', weekday: Number(event.target.value) })}
          >
            {[allWeekdays, ...weekdayValues].map((day) => (
              <option key={day} value={day}>
                {i18n._(weekdayLabels[day]!)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
