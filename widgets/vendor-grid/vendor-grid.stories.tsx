import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { lobbyDispatchAtom } from '../../engine/state/games.ts';
import { useStore } from '../../engine/state/jotai.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { VendorGrid } from './vendor-grid.tsx';

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** The vendor a see-more put into the lobby state before navigating. */
function chosenBySeeMore(vassalage: string): Decorator {
  function Prepare({ children }: { children: ReactNode }) {
    const store = useStore();
    useState(() => {
      store.set(lobbyDispatchAtom, { type: 'routeChanged', gameType: 'SPORTS', vassalage });
      return null;
    });
    return children;
  }
  return (Story) => (
    <Prepare>
      <Story />
    </Prepare>
  );
}

const meta = {
  title: 'Widgets/Vendor grid',
  component: VendorGrid,
  args: { settings: {}, sectionKey: 'vendors' },
  parameters: { path: '/sports' },
} satisfies Meta<typeof VendorGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /sports: one tile per sports vendor; a tile launches the vendor's game. */
export const Sports: Story = {};

/** /esports after see-more: the first vendor highlighted. */
export const EsportsFromSeeMore: Story = {
  parameters: { path: '/esports' },
  decorators: [chosenBySeeMore('AV')],
};

/** /cockfight for a logged-in member. */
export const CockfightLoggedIn: Story = {
  parameters: { path: '/cockfight', session: { token: 'story-member', isAgent: 0 } },
};

/** While the vendors load. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/game/vendors', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the platform fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/game/vendors', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** A category without vendors. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/game/vendors', () => HttpResponse.json({ value: { lanes: [] } })),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { parameters: { path: '/esports' }, globals: { lang: 'TY' } };
