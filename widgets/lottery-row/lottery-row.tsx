import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { prizeModes, type LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { defineResource, useResource } from '../../engine/state/query.ts';
import {
  CarouselRow,
  RowPending,
  SeeMoreButton,
  useRowSlider,
  type RowSlider,
} from '../ui/carousel-arrows.tsx';
import { Icon } from '../ui/icons.tsx';
import { useNearViewport } from '../ui/use-near-viewport.ts';
import type { LotteryRowSettings } from './schema.ts';
import '../ui/shimmer.css';
import './lottery-row.css';

/** The lottery lobby with the e-lotteries: the row's title, see-more and last tile open it. */
const lobbyPath = '/elott';

/**
 * The games of every prize mode's menu: the VN lottery, KENO and the two e-lotteries. Not
 * fetched on the server (no `ssr`): a countdown counts from the moment its answer arrived,
 * which a server render would put seconds in the past. The calls and their answers' validators
 * load with the first fetch, not with the home page's code.
 */
const lotteryRowResource = defineResource({
  name: 'lotteryRow',
  key: (language: LanguageCode) => language,
  fetch: async (language: LanguageCode, signal) => {
    // The tiles' code loads beside the answer: it is there when the answer is.
    const [{ fetchLotteryMenus }, { lotteryRowAnswer }] = await Promise.all([
      import('../ui/lottery-menus.ts'),
      import('./lottery-tiles.tsx'),
    ]);
    return lotteryRowAnswer(await fetchLotteryMenus(prizeModes, language, signal));
  },
});

const LotteryTiles = lazy(() =>
  import('./lottery-tiles.tsx').then((m) => ({ default: m.LotteryTiles })),
);

/** Placeholder slides while the row loads: as many as the widest row shows. */
const placeholderCount = 7;

/** Props of the row. */
interface LotteryTrackProps {
  /** The games, or null while they load (placeholder slides). */
  games: readonly LotteryGameInfo[] | null;
  answeredAt: number;
  title: string;
  icon: ReactNode;
  /** The row's slider; its track tells when the row comes near the screen. */
  slider: RowSlider;
  /** The brand has the lobby page: the title, see-more and the 'more' tile lead there. */
  withLobby: boolean;
}

/** Placeholder slides of the size of the tiles. */
function Placeholders() {
  return Array.from({ length: placeholderCount }, (_, index) => (
    <li key={index} className="carousel-slide" aria-hidden="true">
      <span className="lottery-tile lottery-tile--placeholder shimmer" />
    </li>
  ));
}

/**
 * The row: its frame (title, see-more, arrows) the same while it loads as once loaded, and
 * slides of the same size, so nothing below moves when the games arrive (the server renders
 * the loading row).
 */
function LotteryTrack({ games, answeredAt, title, icon, slider, withLobby }: LotteryTrackProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <CarouselRow
      className="lottery-row"
      title={title}
      titleTo={withLobby ? lobbyPath : undefined}
      icon={icon}
      slider={slider}
      actions={
        <>
          {games === null ? (
            <span className="visually-hidden" role="status">
              {t`Loading ${title}`}
            </span>
          ) : null}
          {withLobby ? (
            <SeeMoreButton title={title} onClick={() => void navigate({ to: lobbyPath })} />
          ) : null}
        </>
      }
    >
      {games === null ? (
        <Placeholders />
      ) : (
        <Suspense fallback={<Placeholders />}>
          <LotteryTiles games={games} answeredAt={answeredAt} />
        </Suspense>
      )}
      {withLobby && games !== null ? (
        <li className="carousel-slide">
          <Link to={lobbyPath} className="lottery-tile lottery-tile--more">
            <Icon name="ticket" />
            <span>{t`More lottery games`}</span>
          </Link>
        </li>
      ) : null}
    </CarouselRow>
  );
}

/**
 * The home lottery row (spec §2): the VN stations drawing soonest, KENO and the e-lotteries,
 * soonest lock first (at most 12), reloaded every 7 to 30 s; no hearts (never for lottery
 * types). Placeholder tiles until it is near the screen and while it loads, an error with a
 * retry, nothing without games.
 */
export function LotteryRow(_props: WidgetProps<LotteryRowSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const slider = useRowSlider();
  // Below the fold on home: the games load as the player scrolls near them.
  const near = useNearViewport(slider.ref);
  const menus = useResource(lotteryRowResource, language, {
    enabled: near,
    refetchInterval: (answer) => answer?.refreshInMs ?? false,
  });
  const title = t`Lottery`;
  const icon = <Icon name="ticket" />;
  if (menus.status === 'error') {
    return (
      <RowPending
        className="lottery-row"
        title={title}
        icon={icon}
        loading={false}
        loadingLabel={t`Loading ${title}`}
        errorMessage={t`${title} could not be loaded.`}
        onRetry={menus.refresh}
      />
    );
  }
  const games = menus.status === 'ready' ? menus.data.games : null;
  if (games?.length === 0) return null;
  return (
    <LotteryTrack
      games={games}
      answeredAt={menus.data?.answeredAt ?? 0}
      title={title}
      icon={icon}
      slider={slider}
      withLobby={Object.hasOwn(brand.routes, lobbyPath)}
    />
  );
}
