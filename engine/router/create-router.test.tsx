import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider, Outlet } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { i18n } from '../i18n/i18n.ts';
import { BrandProvider } from '../render/brand-context.tsx';
import { WidgetRegistryProvider } from '../render/registry-context.tsx';
import { defineWidget } from '../render/widget.ts';
import { createStore, Provider } from '../state/jotai.ts';
import { createBrandRouter } from './create-router.tsx';
import { NotFoundPage } from './not-found.tsx';

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
};

function brandWithPages(patch: object = {}): Brand {
  return brandWith('royal', {
    pages: {
      home: { sections: { m: { type: 'marker', settings: { text: 'Home page' } } }, order: ['m'] },
      download: {
        sections: { m: { type: 'marker', settings: { text: 'Download page' } } },
        order: ['m'],
      },
    },
    ...patch,
  });
}

function mount(brand: Brand, path: string) {
  const router = createBrandRouter({
    brand,
    Layout: () => <Outlet />,
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

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('createBrandRouter', () => {
  it("renders each route's page with its title and meta description", async () => {
    const router = mount(brandWithPages(), '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(document.title).toBe('Home | Royal Win');
    expect(description()).toBe('Casino, slots, live games, sports and lottery.');
    await act(() => router.navigate({ to: '/down' }));
    expect(await screen.findByRole('heading', { name: 'Download page' })).toBeInTheDocument();
    expect(document.title).toBe('Download the app | Royal Win');
  });

  it('serves the aliases of home (/index, /index.html, /home)', async () => {
    for (const path of ['/index', '/index.html', '/home']) {
      const { unmount } = { unmount: () => document.body.replaceChildren() };
      mount(brandWithPages(), path);
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the 404 page for a path the brand does not have', async () => {
    mount(brandWithPages(), '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Royal Win');
  });

  it('sends visitors to /login with loginedToHomePage, except on exempt paths', async () => {
    const brand = brandWithPages({
      settings: { loginedToHomePage: true },
      routes: { '/login': { page: 'download', title: 'Log in', description: 'Log in' } },
    });
    const router = mount(brand, '/');
    expect(await screen.findByRole('heading', { name: 'Download page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a player with a session token through the guard', async () => {
    window.sessionStorage.setItem('token', 'abc');
    const brand = brandWithPages({
      settings: { loginedToHomePage: true },
      routes: { '/login': { page: 'download', title: 'Log in', description: 'Log in' } },
    });
    const router = mount(brand, '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('titles routes in the active language', async () => {
    const brand = { ...demoBrands.lucky!, pages: brandWithPages().pages };
    mount(brand, '/down');
    await screen.findByRole('heading', { name: 'Download page' });
    expect(document.title).toBe('Download the app | Lucky PH');
  });
});
