import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { ProviderList } from './provider-list.tsx';

const route = { page: 'home', title: { EN: 'Lobby' }, description: { EN: 'Lobby' } };

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Provider list',
  component: ProviderList,
  args: { settings: { home: true }, sectionKey: 'providers' },
  parameters: { brand: { routes: { '/providers': route } } },
} satisfies Meta<typeof ProviderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On home: loops and moves every 2 s, pausing on hover or focus, with a pause button. */
export const Home: Story = {};

/** Elsewhere: no autoplay, no loop; the arrows stop at the ends. */
export const Elsewhere: Story = {
  args: { settings: { home: false } },
  parameters: { path: '/rng' },
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

/** No vendors. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/game/vendors', () => HttpResponse.json({ value: { lanes: [] } })),
  ),
};

/** When the vendors fail: a message and a retry button. */
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

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
