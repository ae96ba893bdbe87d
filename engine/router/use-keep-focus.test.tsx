import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brandWith } from '../../tests/support/brands.ts';
import { i18n } from '../i18n/i18n.ts';
import { BrandProvider } from '../render/brand-context.tsx';
import { WidgetRegistryProvider } from '../render/registry-context.tsx';
import { defineWidget } from '../render/widget.ts';
import { createStore, Provider } from '../state/jotai.ts';
import { createBrandRouter } from './create-router.tsx';
import { NotFoundPage } from './not-found.tsx';
import { useKeepFocusOnNavigation } from './use-keep-focus.ts';

const registry = {
  linkTo: defineWidget<{ to: string; text: string }>({
    type: 'linkTo',
    settingsSchema: { type: 'object' },
    defaults: { to: '/', text: '' },
    placement: ['page'],
    load:
      async () =>
      ({ settings }) => <Link to={settings.to}>{settings.text}</Link>,
  }),
};

const brand = brandWith('royal', {
  pages: {
    home: {
      sections: { m: { type: 'linkTo', settings: { to: '/down', text: 'To download' } } },
      order: ['m'],
    },
    download: {
      sections: { m: { type: 'linkTo', settings: { to: '/', text: 'Back home' } } },
      order: ['m'],
    },
  },
});

function Layout() {
  useKeepFocusOnNavigation('main');
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function mount() {
  const router = createBrandRouter({
    brand,
    Layout,
    NotFound: NotFoundPage,
    history: createMemoryHistory({ initialEntries: ['/'] }),
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
}

describe('useKeepFocusOnNavigation', () => {
  it('leaves the focus alone on the first page', async () => {
    mount();
    await screen.findByRole('link', { name: 'To download' });
    expect(document.body).toHaveFocus();
  });

  it('puts the focus on the main content when the link that had it left with the old page', async () => {
    mount();
    await screen.findByRole('link', { name: 'To download' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Back home' });
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveFocus();
  });
});
