import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  sampleTeamLosses,
  type TeamData,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentUserLoss } from './agent-user-loss.tsx';

const brand = demoBrands.royal!;
const losses = (
  <AgentUserLoss settings={{ pageSize: 20, defaultPeriod: 'today' }} sectionKey="losses" />
);
const path = '/agent/userLoss';
const caption = 'User loss, the biggest loss first';

function withData(data: TeamData) {
  const sent: NonNullable<TeamData['sent']> = { queries: [], registrations: [], transfers: [] };
  server.use(...agentTeamHandlers({ ...data, sent }));
  return sent;
}

describe('AgentUserLoss', () => {
  it("lists each member's result as the platform orders it, the agent's own as You", async () => {
    const data = sampleTeamLosses(5);
    withData({ losses: data });
    await renderInApp(losses, { brand, session: agentSession, path });
    const table = await screen.findByRole('table', { name: caption });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(data.map((row) => row.username));
    const own = within(table).getByRole('cell', { name: 'maria_agent' }).closest('tr')!;
    expect(within(own).getAllByRole('cell')[1]).toHaveTextContent('You');
    const rounds = data.reduce((sum, row) => sum + row.rounds, 0);
    expect(screen.getByTestId('record-totals')).toHaveTextContent(`Rounds${rounds}`);
  });

  it('pages and asks again for the days chosen, from the first page', async () => {
    const sent = withData({ losses: sampleTeamLosses(30) });
    await renderInApp(losses, { brand, session: agentSession, path });
    await screen.findByRole('table', { name: caption });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent.queries.at(-1)!.query).toMatchObject({ page: '2' }));
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(sent.queries.at(-1)!.query).toMatchObject({ page: '1' }));
    expect(sent.queries.at(-1)!.query.from).toMatch(/-01$/);
  });

  it('says when nobody played in the range', async () => {
    withData({});
    await renderInApp(losses, { brand, session: agentSession, path });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('offers a retry when the results could not be loaded', async () => {
    server.use(...agentTeamFailing());
    await renderInApp(losses, { brand, session: agentSession, path });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
  });
});
