import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { WinnerBoard as Board } from '../../schemas/api/games.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { formatMoney } from '../../engine/core/money.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { winnerBoardResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { Icon } from '../ui/icons.tsx';
import type { WinnerBoardSettings } from './schema.ts';
import './winner-board.css';

type Entry = Board['list'][number];

/** Rows in view at once; with more entries the board scrolls. */
const rowsInView = 5;
/** Seconds each entry takes to scroll past. */
const secondsPerRow = 2.5;

/** Newest first, whatever order the answer came in. */
function newestFirst(list: readonly Entry[]): Entry[] {
  return [...list].sort((a, b) => (Date.parse(b.wonAt) || 0) - (Date.parse(a.wonAt) || 0));
}

/** Whether `target` is on screen and the page is visible. */
function useOnScreen(target: RefObject<HTMLElement | null>): () => boolean {
  const inView = useRef(true);
  useEffect(() => {
    const node = target.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      inView.current = entries.some((entry) => entry.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [target]);
  return useCallback(() => inView.current && document.visibilityState !== 'hidden', []);
}

function Rows({ entries, hidden }: { entries: readonly Entry[]; hidden?: boolean }) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const locale = languageTable[language].tag;
  return (
    <ul
      className="winner-board__list"
      role="list"
      aria-hidden={hidden ? true : undefined}
      inert={hidden}
    >
      {entries.map((entry, index) => {
        const symbol =
          entry.currency === brand.currency.code ? brand.currency.symbol : `${entry.currency} `;
        const prize = formatMoney(
          entry.winAmount,
          { symbol, decimals: brand.currency.decimals },
          locale,
        );
        const player = entry.customerName;
        const game = entry.gameName;
        return (
          <li key={`${entry.wonAt}:${player}:${index}`} className="winner-board__row">
            <span className="visually-hidden">{t`${player} won ${prize} on ${game}`}</span>
            <span className="winner-board__player" aria-hidden="true">
              {player}
            </span>
            <span className="winner-board__game" aria-hidden="true">
              {game}
            </span>
            <span className="winner-board__prize" aria-hidden="true">
              {prize}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The entries, scrolling upwards in a loop when they do not all fit. */
function Marquee({ entries }: { entries: readonly Entry[] }) {
  const { t } = useLingui();
  const [stopped, setStopped] = useState(false);
  const scrolls = entries.length > rowsInView;
  const track = useRef<HTMLDivElement>(null);
  // Set through the CSS object model, never as a style attribute: the server's HTML would carry
  // the attribute, and the site's CSP (style-src 'self') blocks inline styles.
  const seconds = entries.length * secondsPerRow;
  useLayoutEffect(() => {
    track.current?.style.setProperty('--winner-board-duration', `${seconds}s`);
  }, [seconds]);
  return (
    <>
      <div className="winner-board__columns" aria-hidden="true">
        <span>{t`Player`}</span>
        <span>{t`Game`}</span>
        <span>{t`Prize`}</span>
      </div>
      <div
        className="winner-board__viewport"
        data-scrolls={scrolls}
        data-stopped={stopped}
        // Keyboard users can reach the list to pause it (it pauses while focused).
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? t`Latest wins, scrolling` : undefined}
      >
        <div ref={track} className="winner-board__track">
          <Rows entries={entries} />
          {scrolls ? <Rows entries={entries} hidden /> : null}
        </div>
      </div>
      {scrolls ? (
        <button
          type="button"
          className="btn btn-small winner-board__pause"
          aria-pressed={stopped}
          onClick={() => setStopped(!stopped)}
        >
          <Icon name={stopped ? 'play' : 'pause'} />
          {t`Pause scrolling`}
        </button>
      ) : null}
    </>
  );
}

/**
 * The latest real wins (spec §2 home, §9: winnerBoardEntries), newest first: masked player,
 * game and prize in the brand's currency. A vertical marquee that pauses while hovered or
 * focused (or with its pause button) and stands still with reduced motion; reloaded every
 * refreshSeconds while on screen.
 */
export function WinnerBoard({ settings }: WidgetProps<WinnerBoardSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const board = useResource(winnerBoardResource, {
    language,
    limitNum: brand.constants.winnerBoardEntries,
  });
  const section = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(section);
  const headingId = useId();
  const refreshMs = (settings.refreshSeconds ?? 30) * 1000;
  const { refresh } = board;

  useEffect(() => {
    const timer = setInterval(() => {
      if (onScreen()) refresh();
    }, refreshMs);
    return () => clearInterval(timer);
  }, [refresh, refreshMs, onScreen]);

  let body;
  if (board.status === 'loading') {
    body = (
      <div className="winner-board__loading" role="status" aria-busy="true">
        <span className="visually-hidden">{t`Loading the winners`}</span>
        {Array.from({ length: rowsInView }, (_, i) => (
          <span key={i} className="winner-board__placeholder" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (board.status === 'error') {
    body = (
      <div className="winner-board__message" role="alert">
        <span>{t`The winners could not be loaded.`}</span>
        <button type="button" className="btn btn-small" onClick={refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  } else if (board.data.list.length === 0) {
    body = <p className="winner-board__message">{t`No wins yet — be the first!`}</p>;
  } else {
    body = <Marquee entries={newestFirst(board.data.list)} />;
  }

  return (
    <section ref={section} className="winner-board" aria-labelledby={headingId}>
      <h2 id={headingId} className="winner-board__title">
        <Icon name="trophy" />
        <span>{t`Latest winners`}</span>
      </h2>
      {body}
    </section>
  );
}
