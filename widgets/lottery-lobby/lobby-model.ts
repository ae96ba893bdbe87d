/**
 * The lottery lobby's rules (spec §2 "Lottery block", §4 "Lottery list mode"), pure: tabs and
 * list modes and the weekday filter.
 */
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';

/** The tabs: all, each VN region, KENO and the e-lotteries. */
export type LotteryTab = 'all' | 'north' | 'central' | 'south' | 'keno' | 'elott';
/** The list modes of spec §4 ('normal' is the spec's empty mode). */
export type LotteryMode = 'normal' | 'hot' | 'fav' | 'recent';

/** The menu tags of each tab but All (docs/lottery.md "Games and schedules"). */
export const tabTags: Readonly<Record<Exclude<LotteryTab, 'all'>, readonly string[]>> = {
  north: ['vietnam_rb_northern'],
  central: ['vietnam_rb_central'],
  south: ['vietnam_rb_southern'],
  keno: ['keno'],
  elott: ['elott', 'sea'],
};

/** The region tabs (a choice of one clears the weekday filter). */
export const regionTabs = ['north', 'central', 'south'] as const;

/** Draw weekdays as the spec numbers them, Monday first: 2..7 Monday..Saturday, 1 Sunday. */
export const weekdayValues = [2, 3, 4, 5, 6, 7, 1] as const;
/** The weekday filter's value for every day. */
export const allWeekdays = -1;

/** What the lobby shows: a tab, a list mode and a weekday (-1 every day). */
export interface LobbyView {
  tab: LotteryTab;
  mode: LotteryMode;
  weekday: number;
}

/** The lobby as it opens. */
export const initialLobbyView: LobbyView = { tab: 'all', mode: 'normal', weekday: allWeekdays };

/** A choice the player makes in the lobby. */
export type LobbyChoice =
  | { type: 'tab'; tab: LotteryTab }
  | { type: 'mode'; mode: LotteryMode }
  | { type: 'weekday'; weekday: number };

/**
 * The lobby after a choice (spec §4): a tab resets the mode to normal, a region tab also clears
 * the weekday filter; choosing the current mode again goes back to normal.
 */
export function chooseInLobby(view: LobbyView, choice: LobbyChoice): LobbyView {
  switch (choice.type) {
    case 'tab':
      return {
        tab: choice.tab,
        mode: 'normal',
        weekday: (regionTabs as readonly string[]).includes(choice.tab)
          ? allWeekdays
          : view.weekday,
      };
    case 'mode':
      return { ...view, mode: view.mode === choice.mode ? 'normal' : choice.mode };
    case 'weekday':
      return { ...view, weekday: choice.weekday };
  }
}

/** Whether a tab offers the week selector (spec §2: the central and southern tags). */
export function showsWeekSelector(tab: LotteryTab): boolean {
  return tab === 'central' || tab === 'south';
}

/** The tabs a lobby offers: KENO with the GPI vendor, E-lottery with the `eLottery` setting. */
export function lobbyTabs({ keno, eLottery }: { keno: boolean; eLottery: boolean }): LotteryTab[] {
  return [
    'all',
    'north',
    'central',
    'south',
    ...(keno ? (['keno'] as const) : []),
    ...(eLottery ? (['elott'] as const) : []),
  ];
}

/** The tabs of a lobby without e-lotteries. */
const vnAndKenoTabs = lobbyTabs({ keno: true, eLottery: false });

/** Whether a game belongs to a tab; 'all' holds the games of every tab `offered`. */
export function inTab(
  game: Pick<LotteryGameInfo, 'tag'>,
  tab: LotteryTab,
  offered: readonly LotteryTab[] = vnAndKenoTabs,
): boolean {
  const tags =
    tab === 'all' ? offered.flatMap((each) => (each === 'all' ? [] : tabTags[each])) : tabTags[tab];
  return tags.includes(game.tag);
}

/** The spec's draw weekdays of a game ('2,4,6' is Monday, Wednesday, Friday). */
export function drawWeekdays(game: Pick<LotteryGameInfo, 'drawDayOfWeek'>): number[] {
  return game.drawDayOfWeek
    .split(',')
    .map(Number)
    .filter((day) => day >= 1 && day <= 7);
}

/** Whether a game draws on `weekday` (-1: every game). */
export function drawsOn(game: Pick<LotteryGameInfo, 'drawDayOfWeek'>, weekday: number): boolean {
  return weekday === allWeekdays || drawWeekdays(game).includes(weekday);
}

/**
 * The games of a list, each once (first occurrence kept), for the tab and weekday shown, of the
 * tabs `offered` (default: VN and KENO).
 */
export function visibleGames<G extends LotteryGameInfo>(
  games: readonly G[],
  view: Pick<LobbyView, 'tab' | 'weekday'>,
  offered?: readonly LotteryTab[],
): G[] {
  const seen = new Set<string>();
  const weekday = showsWeekSelector(view.tab) ? view.weekday : allWeekdays;
  return games.filter((game) => {
    if (seen.has(game.gameId) || !inTab(game, view.tab, offered) || !drawsOn(game, weekday))
      return false;
    seen.add(game.gameId);
    return true;
  });
}

/** The history picker's groups: every game (-1) first, then Monday..Sunday. */
export function gamesByWeekday<G extends LotteryGameInfo>(
  games: readonly G[],
): { weekday: number; games: G[] }[] {
  return [allWeekdays, ...weekdayValues].map((weekday) => ({
    weekday,
    games: games.filter((game) => drawsOn(game, weekday)),
  }));
}
