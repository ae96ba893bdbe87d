import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CenterHeadingContext } from '../../engine/router/center-heading.ts';
import { centerReturnAtom } from '../../engine/state/ui.ts';
import { memberFor } from '../../tests/support/account-handlers.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { MemberCenterMenu } from './member-center-menu.tsx';

const route = { page: 'withdraw', title: { EN: 'x' }, description: { EN: 'x' } };
/** Royal Win with the pages of this menu, listed in an order of its own. */
const brand = brandWith('royal', {
  memberCenter: {
    entries: ['withdraw', 'transferUpline', 'depositv2', 'transactionHistory', 'rewardCenter'],
  },
  routes: { '/member/transferUpline': route, '/member/transactionHistory': route },
});
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };

const menu = (
  <>
    <MemberCenterMenu settings={{ showTitle: true }} sectionKey="memberCenter" />
    <LocationProbe />
  </>
);

const memberInfo = (toUpline: boolean) =>
  http.get('*/wps/member/info', () =>
    HttpResponse.json({ value: memberFor('juan123', { toUpline }) }),
  );

async function entries() {
  const nav = await screen.findByRole('navigation', { name: 'Member center' });
  return within(nav).getAllByRole('link');
}

describe('MemberCenterMenu', () => {
  it("lists the brand's entries that have a page, in the brand's order, the current one marked", async () => {
    server.use(memberInfo(true));
    await renderInApp(menu, { brand, session: member, path: '/member/depositv2' });
    const links = await entries();
    expect(links.map((link) => link.textContent)).toEqual([
      'Withdraw',
      'Transfer to upline',
      'Deposit',
      'Account record',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member/withdraw',
      '/member/transferUpline',
      '/member/depositv2',
      '/member/transactionHistory',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Withdraw' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out the transfer to the upline for a member without one', async () => {
    server.use(memberInfo(false));
    await renderInApp(menu, { brand, session: member, path: '/member/withdraw' });
    expect((await entries()).map((link) => link.textContent)).toEqual([
      'Withdraw',
      'Deposit',
      'Account record',
    ]);
  });

  it('shows a loading state until the member is known, never a menu that changes under the finger', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/wps/member/info', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ value: memberFor('juan123', { toUpline: true }) });
      }),
    );
    await renderInApp(menu, { brand, session: member, path: '/member/withdraw' });
    expect(await screen.findByText('Loading the member center')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole('link', { name: 'Transfer to upline' })).toBeInTheDocument();
  });

  it('goes back to the page the member center was opened from when closed', async () => {
    server.use(memberInfo(false));
    const { store } = await renderInApp(menu, {
      brand,
      session: member,
      path: '/member/withdraw',
    });
    store.set(centerReturnAtom, '/rng?vendor=PG');
    await userEvent.click(await screen.findByRole('button', { name: 'Close the member center' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vendor=PG');
  });

  it("gives its heading the id that names the member center's dialog", async () => {
    server.use(memberInfo(false));
    await renderInApp(
      <CenterHeadingContext value="member-center-dialog-title">{menu}</CenterHeadingContext>,
      { brand, session: member, path: '/member/withdraw' },
    );
    const heading = await screen.findByRole('heading', { name: 'Member center' });
    expect(heading).toHaveAttribute('id', 'member-center-dialog-title');
    expect(screen.getByRole('navigation', { name: 'Member center' })).toBeInTheDocument();
  });

  it('speaks Tagalog', async () => {
    server.use(memberInfo(false));
    await renderInApp(menu, { brand, session: member, path: '/member/withdraw', language: 'TY' });
    expect(await screen.findByRole('link', { name: 'Mag-withdraw' })).toBeInTheDocument();
  });
});
