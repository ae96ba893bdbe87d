import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  demoPaymentPassword,
  sampleTeam,
  type TeamData,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentTeamMembers } from './agent-team-members.tsx';

const brand = demoBrands.royal!;
const team = <AgentTeamMembers settings={{ pageSize: 20 }} sectionKey="members" />;
const path = '/agent/teamManagement';
/** Sealing a body takes a while on a busy machine. */
const sealing = { timeout: 5_000 };

function withData(data: TeamData) {
  const sent: NonNullable<TeamData['sent']> = { queries: [], registrations: [], transfers: [] };
  server.use(...agentTeamHandlers({ members: sampleTeam(), ...data, sent }));
  return sent;
}
const lastQuery = (sent: NonNullable<TeamData['sent']>) => sent.queries.at(-1)!.query;
const usernames = () =>
  within(screen.getByRole('table', { name: 'Team members' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('AgentTeamMembers', () => {
  it('lists the direct downlines with role, level, balance, status and team size', async () => {
    const sent = withData({});
    await renderInApp(team, { brand, session: agentSession, path });
    await screen.findByRole('table', { name: 'Team members' });
    expect(usernames()).toHaveLength(8);
    const pedro = screen.getByRole('cell', { name: 'pedro_sub' }).closest('tr')!;
    expect(within(pedro).getByText('Sub-agent, level 1')).toBeInTheDocument();
    expect(within(pedro).getByText('₱23,400.00')).toBeInTheDocument();
    expect(screen.getAllByText('Locked')).toHaveLength(1);
    expect(screen.getAllByText('Never')).toHaveLength(1);
    expect(lastQuery(sent)).toMatchObject({ sort: 'createdAt', order: 'desc', page: '1' });
    expect(lastQuery(sent).parent).toBeUndefined();
    expect(screen.getByRole('columnheader', { name: 'Last login' })).not.toHaveAttribute(
      'aria-sort',
    );
  });

  it('sorts, drills into a sub-agent and back up, and searches the whole team', async () => {
    const sent = withData({});
    await renderInApp(team, { brand, session: agentSession, path });
    await screen.findByRole('table', { name: 'Team members' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), '2');
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ sort: 'username', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the team of pedro_sub (3)' }));
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ parent: 'pedro_sub' }));
    await waitFor(() => expect(usernames()).toEqual(['boyet_p', 'lito_p', 'nena_p']));
    const trail = screen.getByRole('navigation', { name: 'Where you are in your team' });
    expect(within(trail).getByText('pedro_sub')).toHaveAttribute('aria-current', 'location');
    // Pedro's players are two levels down: the brand sends only to direct downlines.
    expect(screen.queryByRole('button', { name: /^Send money to/ })).toBeNull();
    await userEvent.click(within(trail).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(usernames()).toHaveLength(8));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search the whole team/ }), 'nena');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(usernames()).toEqual(['nena_p']));
    expect(lastQuery(sent)).toMatchObject({ search: 'nena' });
  });

  it('sends money to a direct downline with the withdrawal password, then says so', async () => {
    const sent = withData({});
    await renderInApp(team, { brand, session: agentSession, path });
    await userEvent.click(await screen.findByRole('button', { name: 'Send money to ana_sub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send money to ana_sub' });
    expect(await within(dialog).findByTestId('sendable')).toHaveTextContent('₱10,000.00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '150');
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), '999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send money' }));
    expect(
      await within(dialog).findByText(/withdrawal password is incorrect/, {}, sealing),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Withdrawal password'));
    await userEvent.type(within(dialog).getByLabelText('Withdrawal password'), demoPaymentPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send money' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('team-notice')).toHaveTextContent('You sent ₱150.00 to ana_sub.'),
      sealing,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.transfers.map((t) => [t.username, t.amountMinor])).toEqual([
      ['ana_sub', 15_000],
      ['ana_sub', 15_000],
    ]);
    // The same intent after a failure keeps its request id.
    expect(sent.transfers[1]!.requestId).toBe(sent.transfers[0]!.requestId);
  });

  it('offers a retry when the team could not be loaded', async () => {
    server.use(...agentTeamFailing());
    await renderInApp(team, { brand, session: agentSession, path });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
  });

  it('tells a member who is no agent that only agents get in', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(team, { brand, session: member, path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});
