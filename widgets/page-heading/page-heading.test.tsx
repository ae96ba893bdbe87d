import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { PageHeading } from './page-heading.tsx';

describe('PageHeading', () => {
  it("gives the page a level-one heading with the brand's name", async () => {
    await renderInApp(
      <PageHeading settings={{ visible: false, text: 'brand' }} sectionKey="heading" />,
      {
        brand: demoBrands.lucky!,
      },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lucky PH' });
    expect(heading).toHaveClass('visually-hidden');
  });

  it("says the route's title in the page's language when asked to", async () => {
    await renderInApp(
      <PageHeading settings={{ visible: true, text: 'route' }} sectionKey="heading" />,
      {
        brand: demoBrands.lucky!,
        path: '/member/withdraw',
        language: 'TY',
      },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mag-withdraw' });
    expect(heading).toHaveClass('page-heading');
  });
});
