import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { GameSearch } from './game-search.tsx';

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Game search',
  component: GameSearch,
  args: { settings: {}, sectionKey: 'search' },
} satisfies Meta<typeof GameSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a search and submits it. */
async function searchFor(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole('searchbox');
  await userEvent.type(box, text);
  await userEvent.click(canvas.getByRole('button', { name: /Search|Maghanap/ }));
}

/** The empty box: nothing is searched yet. */
export const Empty: Story = {};

/** Results of a search, 28 per page with "Load more". */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'e');
    await expect(await within(canvasElement).findByRole('region')).toBeInTheDocument();
  },
};

/** Nothing matches. */
export const NoGamesFound: Story = {
  play: async ({ canvasElement }) => searchFor(canvasElement, 'zzzz'),
};

/** While the results load. */
export const Searching: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => searchFor(canvasElement, 'lucky'),
};

/** When the search fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => searchFor(canvasElement, 'lucky'),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
