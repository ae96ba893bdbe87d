import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LotteryDraw } from '../../schemas/api/lottery.ts';
import {
  lotteryGame,
  lotterySettingsWithDefaults,
  verifyDraw,
} from '../../engine/core/lottery/index.ts';
import { formatDrawTime } from '../../engine/core/lottery-countdown.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { resultRows } from './lottery-results.ts';
import './lottery-parts.css';
import './lottery-draw.css';

type Verification = 'idle' | 'busy' | 'verified' | 'mismatch';

/** Runs `verifyDraw` of engine/core/lottery in the browser on a published draw. */
function useVerify(draw: LotteryDraw): { state: Verification; verify: () => void } {
  const brand = useBrand();
  const [state, setState] = useState<Verification>('idle');
  const verify = () => {
    const game = lotteryGame(lotterySettingsWithDefaults(brand.lottery ?? {}), draw.gameId);
    if (!game || draw.seed === null || draw.winningNumbers === null) {
      setState('mismatch');
      return;
    }
    setState('busy');
    verifyDraw(game, {
      seedHex: draw.seed,
      commitment: draw.commitment,
      drawKey: draw.drawKey,
      winningNumbers: draw.winningNumbers,
    })
      .then((result) => setState(result.commitmentOk && result.resultOk ? 'verified' : 'mismatch'))
      .catch(() => setState('mismatch'));
  };
  return { state, verify };
}

/** The "Fair draw" detail of a drawn draw: its commitment, its seed and the verification. */
function FairDraw({ draw }: { draw: LotteryDraw }) {
  const { t } = useLingui();
  const { state, verify } = useVerify(draw);
  return (
    <details className="lottery-draw__fair">
      <summary>{t`Fair draw`}</summary>
      <dl>
        <dt>{t`Commitment (SHA-256 of the seed)`}</dt>
        <dd>
          <code>{draw.commitment}</code>
        </dd>
        <dt>{t`Seed`}</dt>
        <dd>{draw.seed ? <code>{draw.seed}</code> : t`Not revealed yet.`}</dd>
      </dl>
      {draw.source === 'imported' ? (
        <p>{t`Imported result: these are the state lottery's numbers, not derived from the seed.`}</p>
      ) : draw.seed ? (
        <div className="lottery-draw__verify">
          <button
            type="button"
            className="btn btn-small"
            onClick={verify}
            disabled={state === 'busy'}
            aria-busy={state === 'busy'}
          >
            {t`Verify`}
          </button>
          <output role="status" className={`lottery-draw__verdict lottery-draw__verdict--${state}`}>
            {state === 'verified'
              ? t`Verified`
              : state === 'mismatch'
                ? t`Does not match`
                : state === 'busy'
                  ? t`Verifying…`
                  : ''}
          </output>
        </div>
      ) : null}
    </details>
  );
}

/**
 * One draw of the history (spec §2): its time (MM/DD HH:mm:ss, Vietnam time), the numbers (VN
 * rows DB and G1..G8; KENO and e-lotteries one row) and the fairness detail.
 */
export function DrawEntry({ draw, tag }: { draw: LotteryDraw; tag: string }) {
  const { t } = useLingui();
  const when = formatDrawTime(draw.drawAt);
  return (
    <li className="lottery-draw">
      <p className="lottery-draw__time">
        <time dateTime={draw.drawAt}>{when}</time>
        {draw.late ? <span className="lottery-draw__flag">{t`Drawn late`}</span> : null}
      </p>
      {draw.status === 'void' || draw.winningNumbers === null ? (
        <p className="lottery-draw__void">{t`Void: every stake was refunded.`}</p>
      ) : (
        <table className="lottery-draw__rows">
          <caption className="visually-hidden">{t`Numbers drawn ${when}`}</caption>
          <tbody>
            {resultRows(tag, draw.winningNumbers).map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.prize ?? t`Numbers`}</th>
                <td>
                  {row.values.map((value, i) => (
                    <span key={i} className="lottery-ball">
                      {value}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {draw.status === 'drawn' ? <FairDraw draw={draw} /> : null}
    </li>
  );
}
