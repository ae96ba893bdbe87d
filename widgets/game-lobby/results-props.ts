import type { LobbyState } from '../../engine/core/lobby.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import type { TileActions } from './game-grid.tsx';
import type { LobbyPage } from './lobby-page.ts';

/** What the lobby hands the list its state asks for. */
export interface ResultsProps {
  state: LobbyState;
  page: LobbyPage;
  /** The vendor the lists are filtered by (the URL's on /providers). */
  vendor: string | null;
  language: LanguageCode;
  onPage: (pageNo: number) => void;
  onClearSearch: () => void;
  onMore: () => void;
}

/** A list's props: the lobby's, and the tile actions shared by every list of the page. */
export type ListProps = ResultsProps & { actions: TileActions };
