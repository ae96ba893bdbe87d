import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { HelpPopup } from './help-popup.tsx';

describe('HelpPopup', () => {
  it('opens on the terms at /help#term, in the active language', async () => {
    await renderInApp(<HelpPopup />, { brand: demoBrands.royal!, path: '/help#term' });
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(dialog).getByRole('heading', { name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/One person may hold one account/)).toBeInTheDocument();
  });

  it('switches topics by tab', async () => {
    await renderInApp(<HelpPopup />, { brand: demoBrands.royal!, path: '/help#term' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Responsible gaming' }));
    expect(await screen.findByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
  });

  it('speaks Tagalog on a Tagalog site', async () => {
    await renderInApp(<HelpPopup />, { brand: demoBrands.lucky!, path: '/help#term' });
    expect(
      await screen.findByRole('heading', { name: 'Mga tuntunin at kundisyon' }),
    ).toBeInTheDocument();
  });
});
