import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  sampleOverview,
  type TeamData,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentTeamOverview } from './agent-team-overview.tsx';
import { chartScale } from './chart-scale.ts';

const brand = demoBrands.royal!;
const overview = (
  <AgentTeamOverview settings={{ defaultPeriod: 'thisWeek' }} sectionKey="overview" />
);
const path = '/agent/teamOverview';

function withData(data: TeamData) {
  const sent: NonNullable<TeamData['sent']> = { queries: [], registrations: [], transfers: [] };
  server.use(...agentTeamHandlers({ ...data, sent }));
  return sent;
}

const figure = (box: string, key: string) =>
  within(screen.getByRole('region', { name: box }))
    .getAllByRole('definition')
    .find((dd) => dd.parentElement?.dataset.figure === key)?.textContent;

describe('AgentTeamOverview', () => {
  it("shows the team's figures as cards and each day in the chart and its table", async () => {
    const data = sampleOverview(7);
    const sent = withData({ overview: data });
    await renderInApp(overview, { brand, session: agentSession, path });
    expect(
      await screen.findByRole('img', { name: 'Bet, valid bet and profit per day' }),
    ).toBeInTheDocument();
    expect(figure('Members', 'members')).toBe('11');
    expect(figure('Members', 'deposit')).toBe('₱12,500.00');
    const rounds = data.days.reduce((sum, day) => sum + day.rounds, 0);
    expect(figure('Bets and results', 'rounds')).toBe(String(rounds));
    expect(document.querySelectorAll('rect[data-series="profitMinor"]')).toHaveLength(7);
    const table = screen.getByRole('table', { name: 'Bet, valid bet and profit per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    // This week, from Monday, in the brand's time zone.
    expect(sent.queries[0]).toMatchObject({ path: 'overview' });
    expect(new Date(`${sent.queries[0]!.query.from}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('asks again for the days chosen', async () => {
    const sent = withData({ overview: sampleOverview(1) });
    await renderInApp(overview, { brand, session: agentSession, path });
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(sent.queries).toHaveLength(2));
    const { from, to } = sent.queries[1]!.query;
    expect(from).toBe(to);
  });

  it('says when the agent has no team yet', async () => {
    withData({});
    await renderInApp(overview, { brand, session: agentSession, path });
    expect(await screen.findByTestId('no-team')).toBeInTheDocument();
    expect(figure('Members', 'members')).toBe('0');
  });

  it('offers a retry when the overview could not be loaded', async () => {
    server.use(...agentTeamFailing());
    await renderInApp(overview, { brand, session: agentSession, path });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
  });

  it('tells a member who is no agent that only agents get in', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(overview, { brand, session: member, path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});

describe('chartScale', () => {
  it('includes zero and widens to round steps', () => {
    expect(chartScale([120, 380])).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(chartScale([-130, 90]).ticks).toEqual([-200, -100, 0, 100]);
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0] });
  });
});
