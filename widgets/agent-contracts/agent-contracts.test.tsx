import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import {
  agentFailing,
  agentHandlers,
  agentSession,
  contractFor,
  demoAgentData,
  offeredContractFor,
  type AgentData,
} from '../../tests/support/agent-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentContracts } from './agent-contracts.tsx';
import type { AgentContractsSettings } from './schema.ts';

const brand = demoBrands.royal!;

async function open(data: AgentData, kind: AgentContractsSettings['kind'] = 'dailySalary') {
  const sent: NonNullable<AgentData['sent']> = { offers: [], income: [] };
  server.use(...agentHandlers({ ...data, sent }));
  await renderInApp(
    <>
      <AgentContracts settings={{ kind }} sectionKey="contracts" />
      <OverlayHost />
    </>,
    { brand, session: agentSession, path: `/agent/${kind}` },
  );
  await screen.findByRole('heading', { name: 'Your contracts' });
  return sent;
}

const card = (id: number) => screen.getByTestId(`contract-${id}`);

describe('AgentContracts', () => {
  it("shows the agent's contract with its terms, and those it offered with their state", async () => {
    await open(demoAgentData());
    const own = card(11);
    expect(within(own).getByRole('heading', { name: 'From boss_agent' })).toBeInTheDocument();
    expect(own).toHaveTextContent('Active');
    expect(own).toHaveTextContent('PeriodDaily');
    expect(own).toHaveTextContent('Cap per period₱50,000.00');
    const tiers = within(within(own).getByRole('table', { name: 'Tiers' })).getAllByRole('row');
    expect(tiers.slice(1).map((row) => row.textContent)).toEqual([
      '₱0.0001%',
      '₱1,000,000.00101.5%',
    ]);
    const sub = card(21);
    expect(within(sub).getByRole('heading', { name: 'To pedro_sub' })).toBeInTheDocument();
    expect(sub).toHaveTextContent('Offered');
    expect(sub).toHaveTextContent('No cap');
    // Nothing to answer on an offer the agent made; nothing to end before it is accepted.
    expect(within(sub).queryByRole('button')).toBeNull();
  });

  it('accepts or rejects an offer made to the agent', async () => {
    await open(demoAgentData(), 'dividend');
    await userEvent.click(within(card(12)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(card(12)).toHaveTextContent('Active'));
    expect(screen.getByTestId('contracts-notice')).toHaveTextContent(
      'You accepted the contract. It pays from the next period.',
    );

    cleanup();
    const data = demoAgentData();
    data.mine = [contractFor({ id: 13, status: 'offered', answeredAt: null, startsAt: null })];
    await open(data);
    await userEvent.click(within(card(13)).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(card(13)).toHaveTextContent('Rejected'));
    expect(within(card(13)).queryByRole('button')).toBeNull();
  });

  it('terminates an active contract only once the agent confirms', async () => {
    const data = demoAgentData();
    data.offered = [offeredContractFor({ status: 'active', answeredAt: '2026-11-21T00:00:00Z' })];
    await open(data);
    await userEvent.click(within(card(21)).getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate this contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card(21)).toHaveTextContent('Active');

    await userEvent.click(within(card(21)).getByRole('button', { name: 'Terminate' }));
    const again = await screen.findByRole('dialog', { name: 'Terminate this contract?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(card(21)).toHaveTextContent('Terminated'));
    expect(card(21)).toHaveTextContent('Pays until');
  });

  it('offers a contract to a direct downline agent, in percent and money as typed', async () => {
    const sent = await open(demoAgentData());
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Username of your downline agent' }),
      'ana_sub',
    );
    const tier1 = screen.getByRole('group', { name: 'Tier 1' });
    await userEvent.type(within(tier1).getByRole('textbox', { name: 'Team base from (₱)' }), '0');
    await userEvent.type(within(tier1).getByRole('textbox', { name: 'Active members from' }), '0');
    await userEvent.type(within(tier1).getByRole('textbox', { name: 'Rate (%)' }), '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    const tier2 = screen.getByRole('group', { name: 'Tier 2' });
    await userEvent.type(
      within(tier2).getByRole('textbox', { name: 'Team base from (₱)' }),
      '50,000',
    );
    await userEvent.type(within(tier2).getByRole('textbox', { name: 'Active members from' }), '5');
    await userEvent.type(within(tier2).getByRole('textbox', { name: 'Rate (%)' }), '1.2');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Cap per period (₱, optional)' }),
      '1000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Offer the contract' }));

    await waitFor(() =>
      expect(screen.getByTestId('contracts-notice')).toHaveTextContent(
        'You offered the contract to ana_sub.',
      ),
    );
    expect(sent.offers).toEqual([
      {
        username: 'ana_sub',
        kind: 'dailySalary',
        tiers: [
          { minBaseMinor: 0, minActiveMembers: 0, rateBp: 80 },
          { minBaseMinor: 5_000_000, minActiveMembers: 5, rateBp: 120 },
        ],
        capMinor: 100_000,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'To ana_sub' })).toBeInTheDocument();
  });

  it("says under the username when the member is not one of the agent's direct downline agents", async () => {
    await open(demoAgentData());
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Username of your downline agent' }),
      'stranger',
    );
    const tier = screen.getByRole('group', { name: 'Tier 1' });
    await userEvent.type(within(tier).getByRole('textbox', { name: 'Team base from (₱)' }), '0');
    await userEvent.type(within(tier).getByRole('textbox', { name: 'Active members from' }), '0');
    await userEvent.type(within(tier).getByRole('textbox', { name: 'Rate (%)' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Offer the contract' }));
    const username = screen.getByRole('textbox', { name: 'Username of your downline agent' });
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        'This member is not one of your direct downline agents',
      ),
    );
  });

  it('shows any other refusal of a field as a field error, and its own checks before sending', async () => {
    const sent = await open({ ...demoAgentData(), maxRateBp: { dailySalary: 150 } });
    await userEvent.click(screen.getByRole('button', { name: 'Offer the contract' }));
    expect(
      screen.getByRole('textbox', { name: 'Username of your downline agent' }),
    ).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'Enter the team base from which this tier pays (₱)',
    );
    expect(sent.offers).toEqual([]);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Username of your downline agent' }),
      'pedro_sub',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Team base from (₱)' }), '0');
    await userEvent.type(screen.getByRole('textbox', { name: 'Active members from' }), '0');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Offer the contract' }));
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
  });

  it('holds at most 10 tiers, each removable while more than one is left', async () => {
    await open(demoAgentData());
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).toBeNull();
    for (let added = 1; added < 10; added++)
      await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    expect(screen.getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add a tier' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(screen.getAllByRole('group', { name: /^Tier \d+$/ })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Add a tier' })).toBeInTheDocument();
  });

  it('offers the period of a dividend, its own by default, and nothing to offer without a contract', async () => {
    await open(
      { mine: [contractFor({ kind: 'dividend', period: 'weekly' })], offered: [] },
      'dividend',
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('weekly');

    cleanup();
    await open({}, 'hourlySalary');
    expect(screen.getByText('You hold no contract of this kind.')).toBeInTheDocument();
    expect(screen.getByText('You have offered no contract of this kind.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer the contract' })).toBeNull();
  });

  it('offers a retry when the contracts could not be loaded', async () => {
    server.use(...agentFailing());
    await renderInApp(<AgentContracts settings={{ kind: 'dividend' }} sectionKey="c" />, {
      brand,
      session: agentSession,
      path: '/agent/dividend',
    });
    expect(await screen.findByText('Your contracts could not be loaded.')).toBeInTheDocument();
  });

  it('tells a member who is no agent that only agents get in', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(<AgentContracts settings={{ kind: 'dividend' }} sectionKey="c" />, {
      brand,
      session: member,
      path: '/agent/dividend',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});
