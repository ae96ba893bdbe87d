import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  jackpotDelayMs,
  jackpotStart,
  jackpotStep,
  seededRandom,
} from '../../engine/core/jackpot.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { formatMoney } from '../../engine/core/money.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useRenderSeed } from '../../engine/render/render-seed.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import type { JackpotTickerSettings } from './schema.ts';
import './jackpot-ticker.css';

/** Shows the jackpot counter; a click goes to the configured route when the brand has it. */
export function JackpotTicker({ settings }: WidgetProps<JackpotTickerSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const constants = brand.constants.jackpot;
  const seed = useRenderSeed();
  // From the page's seed: the server's HTML and the hydrating render show the same amount.
  const [hundredths, setHundredths] = useState(() => jackpotStart(constants, seededRandom(seed)));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setHundredths((value) => value + jackpotStep(constants));
        schedule();
      }, jackpotDelayMs(constants));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [constants]);

  const amount = formatMoney(
    hundredths,
    { symbol: brand.currency.symbol, decimals: 2 },
    languageTable[language].tag,
  );
  const body = (
    <>
      <span className="jackpot-label">{t`Jackpot`}</span>
      <span className="jackpot-amount" data-testid="jackpot-amount">
        {amount}
      </span>
    </>
  );
  const link = settings.link;
  return (
    <section className="jackpot" aria-label={t`Jackpot`}>
      {link && Object.hasOwn(brand.routes, link) ? (
        <Link to={link} className="jackpot-link">
          {body}
        </Link>
      ) : (
        <div className="jackpot-link">{body}</div>
      )}
    </section>
  );
}
