import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionCheckAtom } from '../../engine/state/system.ts';
import { normalPermission } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { MaintenancePage } from './maintenance-page.tsx';

const permission = {
  ...normalPermission,
  status: 1 as const,
  maintenance: true,
  maintenanceEnd: '2026-11-22T06:00:00.000Z',
  maintenanceMessage: 'Upgrading payments.',
};

describe('MaintenancePage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the notice, the end time, the message and customer service', async () => {
    await renderInApp(<MaintenancePage settings={{ pollSeconds: 30 }} sectionKey="system" />, {
      brand: demoBrands.royal!,
      permission,
    });
    expect(
      await screen.findByRole('heading', { name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Expected end:/).querySelector('time')).toHaveAttribute(
      'dateTime',
      permission.maintenanceEnd,
    );
    expect(screen.getByText('Upgrading payments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /customer service/i })).toBeInTheDocument();
    expect(document.title).toBe('System maintenance notice | Royal Win');
  });

  it('asks again for the status every poll interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = await renderInApp(
      <MaintenancePage settings={{ pollSeconds: 30 }} sectionKey="system" />,
      { brand: demoBrands.royal!, permission },
    );
    await screen.findByRole('heading', { name: 'System maintenance notice' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(store.get(permissionCheckAtom)).toBe(2);
  });
});
