import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { RightBar } from './right-bar.tsx';

describe('RightBar', () => {
  it('shows live chat and one link per Telegram resource', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderInApp(<RightBar settings={{ showTelegram: true }} sectionKey="right" />, {
      brand: demoBrands.royal!,
    });
    const links = await screen.findAllByRole('link', { name: /^Telegram/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://t.me/example_royalwin',
      'https://t.me/example_royalwin_support',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('has no live-chat icon without a livechat service, and renders nothing without either', async () => {
    const { unmount } = await renderInApp(
      <RightBar settings={{ showTelegram: true }} sectionKey="right" />,
      {
        brand: brandWith('royal', { customerService: { livechat: null } }),
      },
    );
    await screen.findAllByRole('link', { name: /^Telegram/ });
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
    unmount();
    await renderInApp(
      <>
        <span>page</span>
        <RightBar settings={{ showTelegram: true }} sectionKey="right" />
      </>,
      {
        brand: brandWith('royal', {
          customerService: { livechat: null },
          resources: { TELEGRAM: null },
        }),
      },
    );
    await screen.findByText('page');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
