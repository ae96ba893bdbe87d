import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normalPermission } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { IpRestrictionPage } from './ip-restriction-page.tsx';

describe('IpRestrictionPage', () => {
  it("shows the caller's IP and country with customer service", async () => {
    await renderInApp(<IpRestrictionPage />, {
      brand: demoBrands.royal!,
      permission: {
        ...normalPermission,
        status: 2,
        regionRestriction: true,
        location: { ip: '49.144.0.1', country: 'PH' },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Access restricted for blocked IP or location' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('caller-ip')).toHaveTextContent('49.144.0.1');
    expect(screen.getByTestId('caller-country')).toHaveTextContent('Philippines');
    expect(screen.getByRole('button', { name: /customer service/i })).toBeInTheDocument();
  });

  it('names an unknown location', async () => {
    await renderInApp(<IpRestrictionPage />, {
      brand: demoBrands.royal!,
      permission: {
        ...normalPermission,
        status: 2,
        regionRestriction: true,
        location: { ip: '198.51.100.4', country: null },
      },
    });
    expect(await screen.findByTestId('caller-country')).toHaveTextContent('Unknown');
  });
});
