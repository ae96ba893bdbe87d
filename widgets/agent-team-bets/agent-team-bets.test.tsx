import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  sampleTeam,
  sampleTeamBets,
  type TeamData,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentTeamBets } from './agent-team-bets.tsx';

const brand = demoBrands.royal!;
const bets = (
  <AgentTeamBets settings={{ pageSize: 20, defaultPeriod: 'today' }} sectionKey="bets" />
);
const path = '/agent/teamBetting';

function withData(data: TeamData) {
  const sent: NonNullable<TeamData['sent']> = { queries: [], registrations: [], transfers: [] };
  server.use(...agentTeamHandlers({ members: sampleTeam(), ...data, sent }));
  return sent;
}

const rows = () => within(screen.getByRole('table', { name: 'Team betting' })).getAllByRole('row');
const search = async (username: string) => {
  const box = await screen.findByRole('searchbox', { name: 'Member username' });
  await userEvent.clear(box);
  if (username) await userEvent.type(box, username);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('AgentTeamBets', () => {
  it("lists the team's rounds with who played them, and the totals", async () => {
    const sent = withData({ bets: sampleTeamBets(3) });
    await renderInApp(bets, { brand, session: agentSession, path });
    await screen.findByRole('table', { name: 'Team betting' });
    const cells = within(rows()[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['player01', 'Super Ace']);
    expect(screen.getByTestId('record-totals')).toHaveTextContent('Rounds3');
    expect(sent.queries[0]!.query).toMatchObject({ page: '1', pageSize: '20' });
    expect(sent.queries[0]!.query.from).toBe(sent.queries[0]!.query.to);
  });

  it('filters by member from the first page, and says when the member is not in the team', async () => {
    const sent = withData({ bets: sampleTeamBets(45) });
    await renderInApp(bets, { brand, session: agentSession, path });
    await screen.findByRole('table', { name: 'Team betting' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent.queries.at(-1)!.query).toMatchObject({ page: '2' }));
    await search(' lito_p ');
    await waitFor(() =>
      expect(sent.queries.at(-1)!.query).toMatchObject({ username: 'lito_p', page: '1' }),
    );
    await waitFor(() =>
      expect(
        rows()
          .slice(1)
          .every((row) => row.textContent?.startsWith('lito_p')),
      ).toBe(true),
    );
    await search('stranger');
    expect(
      await screen.findByText('No member of your team is called stranger.'),
    ).toBeInTheDocument();
    await search('');
    // Everyone's rounds again (the first page, as read before).
    await screen.findByRole('table', { name: 'Team betting' });
    expect(
      new Set(
        rows()
          .slice(1)
          .map((row) => row.firstElementChild!.textContent),
      ).size,
    ).toBe(5);
  });

  it('says when the team played no round in the range', async () => {
    withData({});
    await renderInApp(bets, { brand, session: agentSession, path });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('offers a retry when the rounds could not be loaded', async () => {
    server.use(...agentTeamFailing());
    await renderInApp(bets, { brand, session: agentSession, path });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
  });
});
