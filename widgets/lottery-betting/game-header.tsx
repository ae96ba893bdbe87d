import { useLingui } from '@lingui/react/macro';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { formatDrawTime } from '../../engine/core/lottery-countdown.ts';
import type { LotteryGame } from '../../engine/core/lottery/index.ts';
import { useCountdownText } from '../ui/lottery-clock.ts';
import { shortHash } from './slip-model.ts';

/** The values of a result worth a line: a VN draw's special prize (DB), every KENO or e-lottery value. */
function headlineValues(game: LotteryGame, winningNumbers: string): string[] {
  if (winningNumbers === '') return [];
  const groups = winningNumbers.split('~').map((group) => group.split(',').map((v) => v.trim()));
  return game.kind === 'vn' ? (groups[0] ?? []) : groups.flat();
}

/**
 * The game's header: its name, the next draw's time (Vietnam time, MM/DD HH:mm:ss) and the
 * countdown to the lock, the last result, and the commitment of the next draw (short, the whole
 * hash in its title) with a word on verifying it after the draw.
 */
export function GameHeader({
  game,
  info,
  onSale,
  remainingMs,
  titleId,
}: {
  game: LotteryGame;
  /** The game in the menu; undefined when the menu has no draw of it. */
  info: LotteryGameInfo | undefined;
  onSale: boolean;
  remainingMs: number;
  titleId: string;
}) {
  const { t } = useLingui();
  const countdownText = useCountdownText();
  const last = headlineValues(game, info?.previousWinningNumber ?? '');
  const lastTime = info?.previousWinningTime ? formatDrawTime(info.previousWinningTime) : '';
  return (
    <header className="lottery-betting__head">
      <h1 id={titleId}>{info?.remark ?? game.name}</h1>
      <dl className="lottery-betting__facts">
        <div>
          <dt>{t`Next draw (Vietnam time)`}</dt>
          <dd>{info ? formatDrawTime(info.fewinTime) : '—'}</dd>
        </div>
        <div>
          <dt>{onSale ? t`Sales close in` : t`Not on sale`}</dt>
          <dd className="lottery-betting__countdown" data-testid="countdown">
            {countdownText(onSale, remainingMs)}
          </dd>
        </div>
        <div className="lottery-betting__last">
          <dt>
            {game.kind === 'vn' ? t`Last special prize` : t`Last result`}
            {lastTime ? ` (${lastTime})` : ''}
          </dt>
          <dd>
            {last.length > 0 ? (
              <ol className="lottery-betting__balls" aria-label={t`Last numbers`}>
                {last.map((value, index) => (
                  <li key={index} className="lottery-betting__ball">
                    {value}
                  </li>
                ))}
              </ol>
            ) : (
              t`No draw yet`
            )}
          </dd>
        </div>
      </dl>
      {info ? (
        <p className="lottery-betting__fair">
          {t`Commitment of the next draw:`}{' '}
          <code title={info.commitment}>{shortHash(info.commitment)}</code>.{' '}
          {t`Once drawn, anyone can verify the draw against it in the lottery center.`}
        </p>
      ) : null}
    </header>
  );
}
