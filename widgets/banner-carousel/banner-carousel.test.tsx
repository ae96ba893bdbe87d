import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

describe('BannerCarousel', () => {
  it("shows the route's banner group, looping with dots when it has several banners", async () => {
    await renderInApp(<BannerCarousel settings={{}} sectionKey="banner" />, {
      brand: demoBrands.royal!,
      path: '/',
    });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(carousel).toHaveAttribute('data-loop', 'true');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(within(carousel).getByRole('img', { name: 'Royal Win welcome bonus' })).toHaveAttribute(
      'src',
      '/brand-assets/royal/banners/welcome.svg',
    );
    expect(within(carousel).getAllByRole('button', { name: /Show banner/ })).toHaveLength(3);
    expect(
      within(carousel).getByRole('link', { name: 'Get the mobile app', hidden: true }),
    ).toHaveAttribute('href', '/down');
  });

  it('does not loop or show dots for a single banner', async () => {
    await renderInApp(<BannerCarousel settings={{}} sectionKey="banner" />, {
      brand: demoBrands.royal!,
      path: '/down',
    });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(carousel).toHaveAttribute('data-loop', 'false');
    expect(within(carousel).queryByRole('button')).toBeNull();
  });

  it('uses a configured group over the route group', async () => {
    await renderInApp(<BannerCarousel settings={{ group: 'w_down' }} sectionKey="banner" />, {
      brand: demoBrands.royal!,
      path: '/',
    });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(1);
  });

  it('says when the banners fail and loads them again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/system/banners', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({
              value: [
                {
                  bannerId: 'a',
                  url: '/a.svg',
                  groupName: 'w_home',
                  linkageType: 'none',
                  alt: 'A',
                },
              ],
            });
      }),
    );
    await renderInApp(<BannerCarousel settings={{}} sectionKey="banner" />, {
      brand: demoBrands.royal!,
      path: '/',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'A' })).toBeInTheDocument();
  });

  it('renders nothing for an empty group', async () => {
    server.use(http.get('*/wps/system/banners', () => HttpResponse.json({ value: [] })));
    const { container } = await renderInApp(<BannerCarousel settings={{}} sectionKey="banner" />, {
      brand: demoBrands.royal!,
      path: '/',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.banner-carousel')).toBeNull();
  });
});
