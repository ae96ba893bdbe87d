import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { SideMenu } from './side-menu.tsx';

const entryNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
};

describe('SideMenu', () => {
  it("lists the brand's entries in the brand's order", async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
    });
    expect(await entryNames()).toEqual(['Home', 'App download', 'Invite and earn', 'English']);
    expect(screen.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(screen.getByRole('link', { name: 'Invite and earn' })).toHaveAttribute(
      'href',
      'https://royalwin.example/affiliates',
    );
  });

  it('hides "Invite and earn" when the referral promo is off (lucky) and keeps that brand order', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.lucky!,
      language: 'EN',
    });
    expect(await entryNames()).toEqual(['App download', 'Home', 'English']);
  });

  it('marks the current route', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
      path: '/down',
    });
    expect(await screen.findByRole('link', { name: 'App download' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('switches language: translated labels, <html lang>, and localStorage lang and hisLang', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Language: English/ }));
    const list = screen.getByRole('list', { name: 'Choose a language' });
    // Flags are decorative (alt=""), next to the language's own name.
    expect([...list.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/flags/gb.svg',
      '/flags/ph.svg',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Tagalog' }));
    expect(await screen.findByRole('button', { name: /Wika: Tagalog/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-download ang app' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tl');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
  });

  it('renders right to left for Arabic', async () => {
    const brand = brandWith('royal', { languages: { supported: ['EN', 'AR'] } });
    await renderInApp(<SideMenu settings={{ languagesOpen: true }} sectionKey="left" />, { brand });
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    await screen.findByRole('button', { name: /العربية/, pressed: true });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('keeps accessible names in mini mode while showing icons only', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
      menuMini: true,
    });
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('title', 'Home');
    expect(within(home).getByText('Home')).toHaveClass('visually-hidden');
  });
});
