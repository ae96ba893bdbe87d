import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { WinnerBoard } from './winner-board.tsx';

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Winner board',
  component: WinnerBoard,
  args: { settings: { refreshSeconds: 30 }, sectionKey: 'winners' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest 20 wins scrolling upwards; hover, focus or the pause button stops them. */
export const Winners: Story = {};

/** A few wins stand still. */
export const Few: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_getRankList', () =>
      HttpResponse.json({
        value: {
          list: [
            {
              customerName: 'ju***23',
              gameName: 'Lucky Sevens',
              winAmount: 1_250_000,
              currency: 'PHP',
              wonAt: '2026-11-21T12:00:00.000Z',
            },
            {
              customerName: 'ma***07',
              gameName: 'Golden Reels',
              winAmount: 48_050,
              currency: 'PHP',
              wonAt: '2026-11-21T11:58:00.000Z',
            },
          ],
        },
      }),
    ),
  ),
};

/** No wins yet. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_getRankList', () => HttpResponse.json({ value: { list: [] } })),
  ),
};

/** While the board loads. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_getRankList', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the board fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_getRankList', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
