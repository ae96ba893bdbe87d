import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { gameListModal } from '../../engine/render/use-launch-game.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { GameListModal } from './game-list-modal.tsx';

const { games } = storyCatalog();

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const aurora = {
  type: gameListModal,
  data: { vassalage: 'AUR', gameType: 'RNG', title: 'Aurora Gaming' },
};

const meta = {
  title: 'Modals/Game list',
  component: GameListModal,
  args: { settings: {}, sectionKey: 'modal:gameList' },
  parameters: { path: '/rng', modal: aurora },
} satisfies Meta<typeof GameListModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor's games (60) with the name filter. */
export const VendorGames: Story = {};

/** For a logged-in member: hearts and launches work. */
export const LoggedIn: Story = { parameters: { session: { token: 'story-member', isAgent: 0 } } };

/** A thousand games: tiles out of view skip layout, images load as they scroll in. */
export const AThousandGames: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () => {
      const many = Array.from({ length: 1000 }, (_, i) => {
        const base = games[i % 60]!;
        return {
          ...base,
          nodeId: `MANY-${i}`,
          displayName: `${base.displayName} ${i + 1}`,
        };
      });
      return HttpResponse.json({
        value: { games: many, pageNo: 1, totalPages: 1, total: many.length },
      });
    }),
  ),
};

/** A vendor that is only its own tile: one button launches it. */
export const VendorOnly: Story = {
  parameters: {
    modal: { type: gameListModal, data: { vassalage: 'SBK', title: 'Stadium Sports' } },
    ...handlers(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        const tile = { ...games.find((g) => g.nodeId === 'SBK-1')!, isGame: 'VASSALAGE' };
        return HttpResponse.json({ value: { games: [tile], pageNo: 1, totalPages: 1, total: 1 } });
      }),
    ),
  },
};

/** While the games load. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the platform fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** A vendor without games. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } }),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
