import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { lobby, royal } from './lobby-test-support.tsx';

describe('GameLobby provider strip', () => {
  it('shows arrows when there are more than five providers', async () => {
    const { vendors } = storyCatalog();
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...vendors[0]!,
      vassalage: `V${i}`,
      displayName: `Vendor ${i}`,
    }));
    server.use(
      http.get('*/wps/game/vendors', () =>
        HttpResponse.json({ value: { lanes: [{ gameCategory: 'RNG', vendors: many }] } }),
      ),
    );
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    const providers = await screen.findByRole('group', { name: 'Providers' });
    expect(within(providers).getAllByRole('button', { pressed: false })).toHaveLength(7);
    expect(within(providers).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(providers).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('offers a retry when the providers fail', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/game/vendors', () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/fish' });
    const alert = await screen.findByText('The providers could not be loaded.');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('keeps the places of the strip and the classify menu while the vendors load', async () => {
    server.use(http.get('*/wps/game/vendors', () => new Promise<never>(() => {})));
    const { container } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await waitFor(() =>
      expect(container.querySelector('.provider-strip--loading')).toHaveAttribute(
        'aria-hidden',
        'true',
      ),
    );
    expect(container.querySelector('.lobby-classify--loading')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();
  });
});
