import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchedGameAtom, type LaunchedGame } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { brandWithoutRoutes, demoBrands } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameFrame, isBalanceMessage } from './game-frame.tsx';

const royal = demoBrands.royal!;
const member = { token: 'member-token', isAgent: 0 };

const slot: LaunchedGame = {
  game_url: '/play/slot/?launch=abc',
  url: '/play/slot/?launch=abc',
  nodeId: 'BGS-SLOT',
  gameName: 'Lucky Sevens',
  vassalage: 'BGS',
  gameType: 'INHOUSE',
  wallet: 'seamless',
  trial: false,
};

/** Shows the balance the header would show. */
function BalanceProbe() {
  const token = useAtomValue(tokenAtom);
  const balance = useResource(balanceResource, token ?? '', { enabled: false });
  return (
    <output aria-label="balance">{balance.data ? String(balance.data.sumBalance) : '-'}</output>
  );
}

/** A fish game of a transfer-wallet vendor: it plays from the vendor's wallet. */
const fish: LaunchedGame = {
  ...slot,
  game_url: '/play/fish/?launch=def',
  url: '/play/fish/?launch=def',
  nodeId: 'FSH-1',
  gameName: 'Coral Catch',
  vassalage: 'FSH',
  gameType: 'FISH',
  wallet: 'transfer',
};

async function renderFrame(launch: LaunchedGame | null, session: typeof member | null = member) {
  const result = await renderInApp(
    <>
      <GameFrame settings={{}} sectionKey="frame" />
      <BalanceProbe />
    </>,
    { brand: royal, path: '/seamless', session },
  );
  act(() => result.store.set(launchedGameAtom, launch));
  return result;
}

function post(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('GameFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the lobby when nothing was launched', async () => {
    await renderFrame(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No game is open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/');
  });

  it('shows the launched game in a frame under its title bar', async () => {
    await renderFrame(slot);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucky Sevens' }),
    ).toBeInTheDocument();
    const frame = screen.getByTitle('Lucky Sevens');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/play/slot/?launch=abc');
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(await screen.findByText('House Games')).toBeInTheDocument();
    expect(screen.queryByText('Play money')).toBeNull();
    for (const name of ['Back', 'Reload game', 'Close game'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('marks a free trial as play money', async () => {
    await renderFrame({ ...slot, trial: true }, null);
    expect(await screen.findByText('Play money')).toBeInTheDocument();
  });

  it("says a transfer-wallet game plays from its vendor's wallet, with a link to move money there", async () => {
    await renderFrame(fish);
    const notice = await screen.findByTestId('game-wallet-notice');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'This game plays from your Deep Sea Studio wallet, not your main wallet.',
      ),
    );
    expect(within(notice).getByRole('link', { name: 'Transfer funds' })).toHaveAttribute(
      'href',
      '/member/transferFund?vendor=FSH',
    );
  });

  it('has no wallet notice for a seamless game, a free trial, or a brand without the wallet page', async () => {
    const { unmount } = await renderFrame(slot);
    await screen.findByTitle('Lucky Sevens');
    expect(screen.queryByTestId('game-wallet-notice')).toBeNull();
    unmount();
    const trial = await renderFrame({ ...fish, trial: true }, null);
    await screen.findByTitle('Coral Catch');
    expect(screen.queryByTestId('game-wallet-notice')).toBeNull();
    trial.unmount();
    const result = await renderInApp(<GameFrame settings={{}} sectionKey="frame" />, {
      brand: brandWithoutRoutes('royal', ['/member/transferFund']),
      path: '/game',
      session: member,
    });
    act(() => result.store.set(launchedGameAtom, fish));
    await screen.findByTitle('Coral Catch');
    expect(screen.queryByTestId('game-wallet-notice')).toBeNull();
  });

  it('reloads the game in a fresh frame', async () => {
    const user = userEvent.setup();
    await renderFrame(slot);
    const before = await screen.findByTitle('Lucky Sevens');
    await user.click(screen.getByRole('button', { name: 'Reload game' }));
    const after = screen.getByTitle('Lucky Sevens');
    expect(after).not.toBe(before);
    expect(after).toHaveAttribute('src', slot.url);
  });

  it('closes the game and forgets it', async () => {
    const user = userEvent.setup();
    const { store } = await renderFrame(slot);
    await user.click(await screen.findByRole('button', { name: 'Close game' }));
    expect(store.get(launchedGameAtom)).toBeNull();
    expect(window.sessionStorage.getItem('launchedGame')).toBeNull();
  });

  it('goes home on back when there is no history', async () => {
    const user = userEvent.setup();
    const { store } = await renderFrame(slot);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // Home renders the same test page: the game stays launched, the frame shows it again.
    expect(store.get(launchedGameAtom)).not.toBeNull();
  });

  it('puts the frame in full screen where the browser allows it', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    const user = userEvent.setup();
    await renderFrame(slot);
    const button = await screen.findByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
  });

  it('has no full-screen button where the browser cannot', async () => {
    await renderFrame(slot);
    await screen.findByTitle('Lucky Sevens');
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it("updates the header balance from the game's reports, only from its own frame", async () => {
    await renderFrame(slot);
    const frame = (await screen.findByTitle('Lucky Sevens')) as HTMLIFrameElement;
    const balance = screen.getByRole('status', { name: 'balance' });
    expect(balance).toHaveTextContent('-');

    post({ type: 'wallet:balance', balance: 12_345, currency: 'PHP' }, window, 'https://evil.test');
    post({ type: 'wallet:balance', balance: 12_345, currency: 'PHP' }, window);
    expect(balance).toHaveTextContent('-');

    post({ type: 'wallet:balance', balance: 12_345, currency: 'PHP' }, frame.contentWindow);
    await waitFor(() => expect(balance).toHaveTextContent('12345'));
  });

  it('ignores balance reports of a free trial', async () => {
    await renderFrame({ ...slot, trial: true });
    const frame = (await screen.findByTitle('Lucky Sevens')) as HTMLIFrameElement;
    post({ type: 'wallet:balance', balance: 999, currency: 'PHP' }, frame.contentWindow);
    expect(screen.getByRole('status', { name: 'balance' })).toHaveTextContent('-');
  });
});

describe('isBalanceMessage', () => {
  it('accepts integer minor units with a currency code, nothing else', () => {
    expect(isBalanceMessage({ type: 'wallet:balance', balance: 100, currency: 'PHP' })).toBe(true);
    expect(isBalanceMessage({ type: 'wallet:balance', balance: 1.5, currency: 'PHP' })).toBe(false);
    expect(isBalanceMessage({ type: 'wallet:balance', balance: '100', currency: 'PHP' })).toBe(
      false,
    );
    expect(isBalanceMessage({ type: 'wallet:balance', balance: 100, currency: 'php' })).toBe(false);
    expect(isBalanceMessage({ type: 'other', balance: 100, currency: 'PHP' })).toBe(false);
    expect(isBalanceMessage(null)).toBe(false);
    expect(isBalanceMessage('wallet:balance')).toBe(false);
  });
});
