import { useLingui } from '@lingui/react/macro';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { maxStations } from './slip-model.ts';

/**
 * The stations a South or Central slip may cover: the open draws of the region at the same
 * draw time, as checkboxes (1 to 10; the rest disabled once 10 are chosen).
 */
export function StationPicker({
  stations,
  checked,
  onToggle,
  error,
}: {
  stations: readonly LotteryGameInfo[];
  checked: readonly string[];
  onToggle: (gameId: string) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  const full = checked.length >= maxStations;
  return (
    <fieldset className="lottery-betting__stations">
      <legend>{t`Stations drawing at the same time`}</legend>
      <div className="lottery-betting__station-list">
        {stations.map((station) => {
          const on = checked.includes(station.gameId);
          return (
            <label key={station.gameId} className="lottery-betting__station">
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => onToggle(station.gameId)}
              />
              {station.remark}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="form-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
