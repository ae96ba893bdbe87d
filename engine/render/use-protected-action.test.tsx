import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { modalAtom } from '../state/modals.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { OverlayHost } from './modal-host.tsx';
import { useProtectedAction } from './use-protected-action.ts';

function Favourite({ onRun }: { onRun: () => void }) {
  const protect = useProtectedAction();
  return (
    <button type="button" onClick={() => protect(onRun)}>
      favourite
    </button>
  );
}

async function click(session: { token: string; isAgent: number } | null) {
  const run = vi.fn();
  const result = await renderInApp(
    <>
      <Favourite onRun={run} />
      <OverlayHost />
    </>,
    { brand: demoBrands.royal!, session },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'favourite' }));
  return { run, ...result };
}

describe('useProtectedAction', () => {
  it('opens the login modal for a visitor', async () => {
    const { run, store } = await click(null);
    expect(run).not.toHaveBeenCalled();
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('warns a trial account', async () => {
    const { run } = await click({ token: 't', isAgent: 4 });
    expect(run).not.toHaveBeenCalled();
    expect(
      await screen.findByRole('dialog', { name: 'Please Register An Account First' }),
    ).toBeInTheDocument();
  });

  it('runs the action for members and agents', async () => {
    expect((await click({ token: 't', isAgent: 0 })).run).toHaveBeenCalledOnce();
  });
});
