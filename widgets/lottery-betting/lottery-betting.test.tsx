import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BuySlipRequest } from '../../schemas/api/lottery.ts';
import {
  lotteryGame,
  lotterySettingsWithDefaults,
  priceBet,
} from '../../engine/core/lottery/index.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { bettingHandlers, boughtSlip } from './betting-fixtures.ts';
import { LotteryBetting } from './lottery-betting.tsx';

const brand = demoBrands.royal!;
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
/** The page's query, as the router holds it. */
function SearchProbe() {
  return (
    <output data-testid="search">
      {useRouterState({ select: (state) => state.location.searchStr })}
    </output>
  );
}
const ui = (
  <>
    <LotteryBetting settings={{ region: 'all' }} sectionKey="betting" />
    <SearchProbe />
  </>
);
const settings = lotterySettingsWithDefaults();

/** Renders the page at `query` and waits for the slip. */
async function open(query: string, session: typeof member | null = member) {
  const rendered = await renderInApp(ui, {
    brand,
    path: `/lottery${query}`,
    language: 'EN',
    session,
  });
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  return { ...rendered, slip: within(slip) };
}

const pick = async (slip: ReturnType<typeof within>, ...values: string[]) => {
  for (const value of values) await userEvent.click(slip.getByRole('button', { name: value }));
};
const stake = (slip: ReturnType<typeof within>) => slip.getByRole('textbox', { name: /Stake/ });

describe('LotteryBetting', () => {
  it('prices South bao lo 2D live: 2 numbers x 18 lots x 10.00 on 2 stations is 720.00', async () => {
    server.use(...bettingHandlers());
    const { slip } = await open('?gameCode=VN_S_VINHLONG&playType=baoLo2');
    expect(screen.getByRole('heading', { name: 'Vinh Long' })).toBeInTheDocument();
    expect(slip.getByRole('button', { name: /Lo 2D \(bao lo\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stations = slip.getByRole('group', { name: 'Stations drawing at the same time' });
    expect(within(stations).getByRole('checkbox', { name: 'Vinh Long' })).toBeChecked();
    await userEvent.click(within(stations).getByRole('checkbox', { name: 'Binh Duong' }));
    await pick(slip, '07', '42');
    expect(slip.getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(stake(slip), '10.00');
    const preview = screen.getByTestId('cost-preview');
    expect(preview).toHaveTextContent('2 numbers × 18 lots × ₱10.00 = ₱360.00');
    expect(preview).toHaveTextContent('2 stations × ₱360.00 = ₱720.00');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱720.00');
    // One more number: 3 x 18 x 10.00 x 2.
    await pick(slip, '99');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱1,080.00');
  });

  it('quick pick makes a selection the rules accept', async () => {
    server.use(...bettingHandlers());
    const { slip } = await open('?gameCode=KENO&playType=kenoPick');
    await userEvent.click(slip.getByRole('button', { name: 'Quick pick' }));
    const grid = slip.getByRole('group', { name: 'Numbers 01 to 80' });
    const chosen = within(grid)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent!);
    // Nothing chosen yet: a quick pick of five.
    expect(chosen).toHaveLength(5);
    expect(() =>
      priceBet(lotteryGame(settings, 'KENO')!, settings, {
        betType: 'kenoPick',
        numbers: chosen,
        stakeMinor: 1000n,
      }),
    ).not.toThrow();
  });

  it('buys after a confirmation with the expected request, reusing the slip id on a retry', async () => {
    const requests: BuySlipRequest[] = [];
    // ky tries a POST twice on a network failure: both fail, then "Try again" gets through.
    let failures = 2;
    let balanceReads = 0;
    server.use(
      http.post('*/wps/lottery/slips', async ({ request }) => {
        const body = (await request.json()) as BuySlipRequest;
        requests.push(body);
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.error();
        }
        return HttpResponse.json({ value: boughtSlip(body) });
      }),
      http.get('*/wps/v2/wallets/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ value: { sumBalance: 100_000, currency: 'PHP' } });
      }),
      ...bettingHandlers(),
    );
    const { slip } = await open('?gameCode=VN_N&playType=xien2');
    await pick(slip, '01', '45');
    await userEvent.type(stake(slip), '25');
    await userEvent.click(slip.getByRole('button', { name: 'Buy' }));
    const question = await slip.findByRole('alertdialog');
    expect(question).toHaveTextContent('Buy 1 ticket for ₱25.00?');
    expect(requests).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    const failure = await slip.findByRole('alert');
    expect(failure).toHaveTextContent('Network link is abnormal');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await slip.findByRole('status')).toHaveTextContent('Slip bought: 1 ticket for ₱25.00.');
    expect(requests).toHaveLength(3);
    const [first, , retried] = requests;
    expect(first).toEqual({
      slipId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      drawKeys: ['VN_N-202611271115'],
      bets: [{ betType: 'xien2', numbers: ['01', '45'], stakeMinor: 2500 }],
    });
    expect(retried).toEqual(first);
    await waitFor(() => expect(balanceReads).toBeGreaterThanOrEqual(1));
    // Cleared for the next slip, which gets a new id.
    expect(slip.getByRole('button', { name: '01' })).toHaveAttribute('aria-pressed', 'false');
    await pick(slip, '02', '03');
    await userEvent.click(slip.getByRole('button', { name: 'Buy' }));
    await userEvent.click(await slip.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.slipId).not.toBe(first!.slipId);
  }, 20_000);

  it('puts a stake under the minimum under the stake field and sends nothing', async () => {
    const requests: unknown[] = [];
    server.use(...bettingHandlers({ onBuy: (body) => requests.push(body) }));
    const { slip } = await open('?gameCode=VN_S_VINHLONG&playType=baoLo2');
    await pick(slip, '07');
    await userEvent.type(stake(slip), '5');
    await userEvent.click(slip.getByRole('button', { name: 'Buy' }));
    expect(stake(slip)).toHaveAttribute('aria-invalid', 'true');
    expect(slip.getByText('The stake is at least ₱10.00')).toBeInTheDocument();
    expect(slip.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('cost-preview')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('checks typed 3D numbers field by field, and a play type chosen goes to the URL', async () => {
    server.use(...bettingHandlers());
    const { slip } = await open('?gameCode=VN_N&playType=baoLo2');
    await userEvent.click(slip.getByRole('button', { name: /Lo 3D \(bao lo\)/ }));
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?gameCode=VN_N&playType=baoLo3'),
    );
    expect(slip.getByRole('button', { name: /Lo 3D \(bao lo\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const field = slip.getByRole('textbox', { name: 'Your 3-digit numbers' });
    await userEvent.type(field, '123 456 123');
    expect(slip.getByText('123 is entered twice')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '123, 45');
    await userEvent.tab();
    expect(slip.getByText('"45" is not a 3-digit number')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of buying', async () => {
    const requests: unknown[] = [];
    server.use(...bettingHandlers({ onBuy: (body) => requests.push(body) }));
    const { slip, store } = await open('?gameCode=KENO&playType=kenoBigSmall', null);
    await pick(slip, 'Big');
    await userEvent.type(stake(slip), '10');
    await userEvent.click(slip.getByRole('button', { name: 'Buy' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(requests).toHaveLength(0);
  });

  it('says when the game does not exist, with a link to the lottery center', async () => {
    server.use(...bettingHandlers());
    await renderInApp(ui, { brand, path: '/lottery?gameCode=NOPE', language: 'EN' });
    expect(
      await screen.findByRole('heading', { name: 'This lottery game does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lottery center' })).toHaveAttribute(
      'href',
      '/lotteryCenter',
    );
  });
});
