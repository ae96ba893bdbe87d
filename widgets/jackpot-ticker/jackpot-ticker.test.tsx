import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandWith, brandWithoutRoutes, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { JackpotTicker } from './jackpot-ticker.tsx';

const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe('JackpotTicker', () => {
  afterEach(() => vi.useRealTimers());

  it('starts between 10,000,000.00 and 99,999,999.99 in the brand currency', async () => {
    await renderInApp(<JackpotTicker settings={{ link: '/rng' }} sectionKey="jackpot" />, {
      brand: demoBrands.royal!,
    });
    const text = (await screen.findByTestId('jackpot-amount')).textContent ?? '';
    expect(text).toMatch(/^₱\d{2},\d{3},\d{3}\.\d{2}$/);
    expect(amountOf(text)).toBeGreaterThanOrEqual(10_000_000);
    expect(amountOf(text)).toBeLessThan(100_000_000);
  });

  it('grows by 100 to 500.99 at each step, every 3 to 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInApp(<JackpotTicker settings={{ link: '/rng' }} sectionKey="jackpot" />, {
      brand: demoBrands.royal!,
    });
    const element = await screen.findByTestId('jackpot-amount');
    const first = amountOf(element.textContent ?? '');
    // Steps come after 3, 4 or 5 s, so 5 s hold exactly one (two would need at least 6 s).
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const grown = Math.round((amountOf(element.textContent ?? '') - first) * 100) / 100;
    expect(grown).toBeGreaterThanOrEqual(100);
    expect(grown).toBeLessThanOrEqual(500.99);
  });

  it('links to /rng when the brand has that route, and is plain text otherwise', async () => {
    const withRng = brandWith('royal', {
      routes: { '/rng': { page: 'home', title: 'Slots', description: 'Slots' } },
    });
    const { unmount } = await renderInApp(
      <JackpotTicker settings={{ link: '/rng' }} sectionKey="jackpot" />,
      { brand: withRng },
    );
    expect(await screen.findByRole('link', { name: /jackpot/i })).toHaveAttribute('href', '/rng');
    unmount();
    await renderInApp(<JackpotTicker settings={{ link: '/rng' }} sectionKey="jackpot" />, {
      brand: brandWithoutRoutes('royal', ['/rng']),
    });
    await screen.findByTestId('jackpot-amount');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
