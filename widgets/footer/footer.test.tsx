import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it("states the brand's minimum age and copyright", async () => {
    await renderInApp(<Footer settings={{ showSocial: true }} sectionKey="bottom" />, {
      brand: demoBrands.royal!,
    });
    expect(await screen.findByText(/Players must be 18 years of age or older/)).toBeInTheDocument();
    expect(screen.getByText('© 2025 Royal Win. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/example.royalwin',
    );
  });

  it('uses another brand age, in Tagalog', async () => {
    await renderInApp(<Footer settings={{ showSocial: false }} sectionKey="bottom" />, {
      brand: demoBrands.lucky!,
    });
    expect(await screen.findByText(/dapat 21 taong gulang pataas/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
