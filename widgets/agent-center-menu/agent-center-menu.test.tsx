import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { centerReturnAtom } from '../../engine/state/ui.ts';
import {
  agentCenterFor,
  agentFailing,
  agentHandlers,
  agentLoading,
  agentSession,
} from '../../tests/support/agent-handlers.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentCenterMenu } from './agent-center-menu.tsx';

const route = { page: 'agentIncome', title: { EN: 'x' }, description: { EN: 'x' } };
/** Royal Win with every contract page and my income, listed in an order of its own. */
const brand = brandWith('royal', {
  agentCenter: {
    entries: ['dividend', 'myIncome', 'teamOverview', 'dailySalary', 'hourlySalary'],
  },
  routes: {
    ...Object.fromEntries(
      ['myIncome', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'].map((key) => [
        `/agent/${key}`,
        route,
      ]),
    ),
    // An entry without a route is left out.
    '/agent/teamOverview': null,
  },
});

const menu = (
  <>
    <AgentCenterMenu settings={{ showTitle: true }} sectionKey="agentCenter" />
    <LocationProbe />
  </>
);

async function entries() {
  const nav = await screen.findByRole('navigation', { name: 'Agent center' });
  return within(nav).queryAllByRole('link');
}

describe('AgentCenterMenu', () => {
  it("lists the brand's routed entries in its order, contract pages by the agent's flags", async () => {
    server.use(...agentHandlers());
    await renderInApp(menu, { brand, session: agentSession, path: '/agent/myIncome' });
    const links = await entries();
    expect(links.map((link) => link.textContent)).toEqual([
      'Dividend',
      'My income',
      'Daily salary',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agent/dividend',
      '/agent/myIncome',
      '/agent/dailySalary',
    ]);
    expect(screen.getByRole('link', { name: 'My income' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dividend' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out every contract page whose flag is 0', async () => {
    const flags = {
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 1,
      realtimesalreqtype: 0,
    } as const;
    server.use(...agentHandlers({ center: agentCenterFor({ flags }) }));
    await renderInApp(menu, { brand, session: agentSession, path: '/agent/myIncome' });
    await screen.findByRole('link', { name: 'My income' });
    expect((await entries()).map((link) => link.textContent)).toEqual([
      'My income',
      'Hourly salary',
    ]);
  });

  it('waits for the flags, never showing entries that change under the finger', async () => {
    server.use(...agentLoading());
    await renderInApp(menu, { brand, session: agentSession, path: '/agent/myIncome' });
    expect(await screen.findByText('Loading the agent center')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the agent center could not be loaded, and tries again', async () => {
    server.use(...agentFailing());
    await renderInApp(menu, { brand, session: agentSession, path: '/agent/myIncome' });
    expect(await screen.findByText('The agent center could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    server.use(...agentHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dividend' })).toBeInTheDocument();
  });

  it('lists nothing for a member who is no agent, and asks nothing of the platform', async () => {
    // Any agent call would fail the test: MSW refuses requests no handler answers.
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
    await renderInApp(menu, { brand, session: member, path: '/agent/myIncome' });
    expect(await entries()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Agent center' })).toBeInTheDocument();
  });

  it('goes back to the page the agent center was opened from when closed', async () => {
    server.use(...agentHandlers());
    const { store } = await renderInApp(menu, {
      brand,
      session: agentSession,
      path: '/agent/myIncome',
    });
    store.set(centerReturnAtom, '/rng?vendor=PG');
    await userEvent.click(await screen.findByRole('button', { name: 'Close the agent center' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vendor=PG');
  });

  it('speaks Tagalog', async () => {
    server.use(...agentHandlers());
    await renderInApp(menu, {
      brand,
      session: agentSession,
      path: '/agent/myIncome',
      language: 'TY',
    });
    expect(await screen.findByRole('link', { name: 'Aking kita' })).toBeInTheDocument();
  });
});
