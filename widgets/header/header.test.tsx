import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../engine/render/modal-host.tsx';
import { defineWidget } from '../../engine/render/widget.ts';
import { menuMiniAtom } from '../../engine/state/ui.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { Header } from './header.tsx';

const settings = { showThemeSwitch: true, showCustomerService: true };

describe('Header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the visitor header: menu collapse, logo, home, theme switch, customer service', async () => {
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
    });
    expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Royal Win' })).toHaveAttribute(
      'src',
      '/brand-assets/royal/logo.svg',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /customer service/i })).toBeInTheDocument();
  });

  it('switches the theme and remembers it in localStorage "theme"', async () => {
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('starts from the brand default theme', async () => {
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.lucky!,
      language: 'EN',
    });
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('collapses the side menu to mini mode and back', async () => {
    const { store } = await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(store.get(menuMiniAtom)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(store.get(menuMiniAtom)).toBe(false);
  });

  it('opens live chat in a 440 x 750 window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /customer service/i }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.royalwin.example/',
      'customer-service',
      'width=440,height=750,noopener',
    );
  });

  it('hides customer service when the brand has none, and the visitor buttons for a member', async () => {
    const brand = brandWith('royal', { customerService: { livechat: null } });
    const { unmount } = await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand,
    });
    await screen.findByRole('button', { name: 'Collapse menu' });
    expect(screen.queryByRole('button', { name: /customer service/i })).toBeNull();
    unmount();
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
      session: { token: 't', isAgent: 0 },
    });
    await screen.findByRole('button', { name: 'Collapse menu' });
    expect(screen.queryByRole('button', { name: /customer service/i })).toBeNull();
  });

  it('offers log in and register only when those modals exist, and opens them', async () => {
    const modal = (type: string, text: string) =>
      defineWidget<object>({
        type: `${type}-modal`,
        settingsSchema: { type: 'object' },
        defaults: {},
        placement: ['modal'],
        modal: type,
        load: async () => () => <div role="dialog">{text}</div>,
      });
    const { unmount } = await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
      registry: {},
    });
    await screen.findByRole('button', { name: 'Collapse menu' });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    unmount();

    const registry = {
      'login-modal': modal('login', 'Login form'),
      'register-modal': modal('register', 'Register form'),
    };
    await renderInApp(
      <>
        <Header settings={settings} sectionKey="top" />
        <ModalHost />
      </>,
      { brand: demoBrands.royal!, registry },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Login form');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Register form');
  });
});
