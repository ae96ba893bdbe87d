import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  Link,
  Outlet,
  RouterProvider,
  useRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { i18n } from '../i18n/i18n.ts';
import { BrandProvider } from '../render/brand-context.tsx';
import { WidgetRegistryProvider } from '../render/registry-context.tsx';
import { defineWidget } from '../render/widget.ts';
import { createStore, Provider, useAtomValue } from '../state/jotai.ts';
import { centerReturnAtom } from '../state/ui.ts';
import { createBrandRouter } from './create-router.tsx';
import { CenterFrame } from './center-frame.tsx';
import { useCenterHeadingId } from './center-heading.ts';
import { NotFoundPage } from './not-found.tsx';

/** A menu like the member center's: its heading, two entries and a close button. */
function Menu() {
  const ownId = useId();
  const id = useCenterHeadingId() ?? ownId;
  const router = useRouter();
  const returnTo = useAtomValue(centerReturnAtom);
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>Member center</h2>
      <Link to="/member/withdraw">Withdraw</Link>
      <Link to="/member/depositv2">Deposit</Link>
      <button type="button" onClick={() => router.history.push(returnTo)}>
        Close
      </button>
    </nav>
  );
}

const registry = {
  marker: defineWidget<{ text: string }>({
    type: 'marker',
    settingsSchema: { type: 'object' },
    defaults: { text: '' },
    placement: ['page'],
    load:
      async () =>
      ({ settings }) => <h1>{settings.text}</h1>,
  }),
  field: defineWidget<object>({
    type: 'field',
    settingsSchema: { type: 'object' },
    defaults: {},
    placement: ['page'],
    load: async () => () => (
      <label>
        Amount <input />
      </label>
    ),
  }),
  menu: defineWidget<object>({
    type: 'menu',
    settingsSchema: { type: 'object' },
    defaults: {},
    placement: ['memberCenter'],
    load: async () => Menu,
  }),
  agentMenu: defineWidget<object>({
    type: 'agentMenu',
    settingsSchema: { type: 'object' },
    defaults: {},
    placement: ['agentCenter'],
    load: async () => AgentMenu,
  }),
};

/** A menu like the agent center's: its heading and an entry. */
function AgentMenu() {
  const ownId = useId();
  const id = useCenterHeadingId() ?? ownId;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>Agent center</h2>
      <Link to="/agent/myIncome">My income</Link>
    </nav>
  );
}

const marker = (text: string) => ({
  sections: { m: { type: 'marker', settings: { text } } },
  order: ['m'],
});

/**
 * Royal Win with marker pages, its member center opening as `presentation`, its agent center as
 * `agentPresentation`.
 */
function brandOpening(
  presentation: 'page' | 'modal',
  agentPresentation: 'page' | 'modal' = 'page',
): Brand {
  return brandWith('royal', {
    memberCenter: { presentation },
    agentCenter: { presentation: agentPresentation },
    frame: { memberCenter: { type: 'menu' }, agentCenter: { type: 'agentMenu' } },
    routes: {
      '/agent/myIncome': {
        page: 'income',
        title: { EN: 'My income' },
        description: { EN: 'x' },
        chrome: { topBar: true, sideBar: true, leftBarMini: false, rightBar: true, footer: true },
      },
    },
    pages: {
      income: marker('Income page'),
      home: marker('Home page'),
      lobby: marker('Slots page'),
      game: marker('Game page'),
      withdraw: {
        sections: {
          m: { type: 'marker', settings: { text: 'Withdraw page' } },
          f: { type: 'field' },
        },
        order: ['m', 'f'],
      },
      deposit: marker('Deposit page'),
    },
  });
}

/** A header with an account menu button and its (always open) menu. */
function Header() {
  const router = useRouter();
  return (
    <header>
      <button type="button" aria-haspopup="menu" aria-controls="account-menu">
        Account menu
      </button>
      <ul role="menu" id="account-menu">
        <li role="none">
          <button
            type="button"
            role="menuitem"
            onClick={() => void router.navigate({ to: '/member/withdraw' })}
          >
            My account
          </button>
        </li>
      </ul>
    </header>
  );
}

function Layout() {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <CenterFrame>
          <Outlet />
        </CenterFrame>
      </main>
    </>
  );
}

function mount(brand: Brand, path: string) {
  const router = createBrandRouter({
    brand,
    Layout,
    NotFound: NotFoundPage,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <WidgetRegistryProvider registry={registry}>
            <RouterProvider router={router} />
          </WidgetRegistryProvider>
        </BrandProvider>
      </I18nProvider>
    </Provider>,
  );
  return router;
}

/** The screen's width as `matchMedia` reports it, with its change listeners. */
const screenSize = {
  width: 1280,
  listeners: new Set<() => void>(),
  resize(width: number) {
    this.width = width;
    act(() => this.listeners.forEach((listener) => listener()));
  },
};

beforeEach(() => {
  screenSize.width = 1280;
  screenSize.listeners.clear();
  window.matchMedia = (query: string) => {
    const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.NaN);
    return {
      get matches() {
        return screenSize.width >= minWidth;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => screenSize.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        screenSize.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
});

afterEach(() => {
  // @ts-expect-error -- jsdom has no matchMedia; the tests give it one.
  delete window.matchMedia;
});

const dialog = () => screen.findByRole('dialog', { name: 'Member center' });
const behind = () => screen.getByTestId('center-behind');
const backdrop = () => document.querySelector<HTMLElement>('[data-modal-backdrop]')!;

describe('CenterFrame as a dialog (brand presentation "modal", wide screen)', () => {
  it('opens over the page the player came from, which stays drawn, dimmed and inert', async () => {
    const router = mount(brandOpening('modal'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/member/withdraw' }));

    const center = await dialog();
    expect(center).toHaveAttribute('aria-modal', 'true');
    expect(
      await within(center).findByRole('heading', { level: 1, name: 'Withdraw page' }),
    ).toBeInTheDocument();
    expect(within(center).getByRole('navigation', { name: 'Member center' })).toBeInTheDocument();
    expect(await within(behind()).findByText('Slots page')).toBeInTheDocument();
    expect(behind()).toHaveAttribute('inert');
    expect(behind()).toHaveAttribute('aria-hidden', 'true');
    // The rest of the frame is out of reach too, until it closes.
    expect(screen.getByRole('banner')).toHaveAttribute('inert');
    expect(center).not.toHaveAttribute('inert');
    // The page behind leaves the title to the member center's page.
    expect(document.title).toBe('Withdraw | Royal Win');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps the dialog while the player moves between its pages', async () => {
    const router = mount(brandOpening('modal'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/member/withdraw' }));
    const center = await dialog();
    await userEvent.click(within(center).getByRole('link', { name: 'Deposit' }));
    expect(await within(center).findByRole('heading', { name: 'Deposit page' })).toBeVisible();
    expect(await dialog()).toBe(center);
    expect(router.state.location.pathname).toBe('/member/depositv2');
  });

  it('returns to that page on Escape, with focus back on the menu that opened it', async () => {
    const router = mount(brandOpening('modal'), '/rng?page=2');
    await screen.findByRole('heading', { name: 'Slots page' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'My account' }));
    const center = await dialog();
    await waitFor(() => expect(center).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.href).toBe('/rng?page=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(screen.queryByTestId('center-behind')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('banner')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('returns to that page on a click beside the dialog or on the close button', async () => {
    const router = mount(brandOpening('modal'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/member/withdraw' }));
    await dialog();
    await userEvent.click(backdrop());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));

    await act(() => router.navigate({ to: '/member/withdraw' }));
    // A click inside the dialog is no click beside it.
    await userEvent.click(await screen.findByRole('heading', { name: 'Withdraw page' }));
    expect(router.state.location.pathname).toBe('/member/withdraw');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });

  it("draws the brand's home behind it after a reload or coming from a game", async () => {
    mount(brandOpening('modal'), '/member/withdraw');
    await dialog();
    expect(await within(behind()).findByText('Home page')).toBeInTheDocument();

    cleanup();
    const router = mount(brandOpening('modal'), '/game');
    await screen.findByRole('heading', { name: 'Game page' });
    await act(() => router.navigate({ to: '/member/withdraw' }));
    await dialog();
    expect(await within(behind()).findByText('Home page')).toBeInTheDocument();
    expect(within(behind()).queryByText('Game page')).toBeNull();
  });

  it('becomes the page when the screen narrows to a phone, and a dialog again when it widens', async () => {
    const router = mount(brandOpening('modal'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/member/withdraw' }));
    await dialog();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '500');

    screenSize.resize(800);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('center-behind')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Withdraw page' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Member center' })).toBeVisible();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('banner')).not.toHaveAttribute('inert');
    // The page stayed mounted: what the player typed is still there, and focus too.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBe(amount);
    expect(amount).toHaveValue('500');
    expect(amount).toHaveFocus();

    screenSize.resize(1024);
    expect(await dialog()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBe(amount);
    expect(amount).toHaveFocus();
  });
});

describe('CenterFrame as a page', () => {
  it('is a page on a phone, whatever the brand says', async () => {
    screenSize.width = 390;
    mount(brandOpening('modal'), '/member/withdraw');
    expect(await screen.findByRole('heading', { name: 'Withdraw page' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Member center' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a page on a wide screen for a brand that keeps the page (the default)', async () => {
    mount(brandOpening('page'), '/member/withdraw');
    expect(await screen.findByRole('heading', { name: 'Withdraw page' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Member center' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('center-behind')).toBeNull();
  });
});

describe('CenterFrame around the agent center', () => {
  it("frames /agent/ pages with the agent center's menu, as its own dialog", async () => {
    const router = mount(brandOpening('page', 'modal'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/agent/myIncome' }));
    const center = await screen.findByRole('dialog', { name: 'Agent center' });
    expect(await within(center).findByRole('heading', { name: 'Income page' })).toBeVisible();
    expect(within(center).getByRole('navigation', { name: 'Agent center' })).toBeInTheDocument();
    expect(within(center).queryByRole('navigation', { name: 'Member center' })).toBeNull();
    expect(await within(behind()).findByText('Slots page')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("follows each center's own presentation, and never returns into the other center", async () => {
    const router = mount(brandOpening('modal', 'page'), '/rng');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate({ to: '/agent/myIncome' }));
    expect(await screen.findByRole('heading', { name: 'Income page' })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Agent center' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate({ to: '/member/withdraw' }));
    await dialog();
    // The agent center is no page to return to: closing goes back to where the player was before.
    expect(await within(behind()).findByText('Slots page')).toBeInTheDocument();
    await userEvent.click(backdrop());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
  });
});
