import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  agentFailing,
  agentHandlers,
  agentLoading,
  agentSession,
  contractFor,
  demoAgentData,
  offeredContractFor,
} from '../../tests/support/agent-handlers.ts';
import { storyHandlers, trialSession } from '../../tests/support/records-handlers.ts';
import { AgentContracts } from './agent-contracts.tsx';

const meta = {
  title: 'Widgets/Agent contracts',
  component: AgentContracts,
  args: { settings: { kind: 'dailySalary' }, sectionKey: 'contracts' },
  parameters: {
    path: '/agent/dailySalary',
    session: agentSession,
    ...storyHandlers(...agentHandlers(demoAgentData())),
  },
} satisfies Meta<typeof AgentContracts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active daily salary from the upline, an offer the agent made to a sub-agent, the offer form. */
export const Active: Story = {};

/** A dividend offered to the agent: Accept or Reject; the period is the upline's. */
export const Offered: Story = {
  args: { settings: { kind: 'dividend' } },
  parameters: { path: '/agent/dividend' },
};

/** A rejected offer and a terminated contract: their dates, nothing left to do. */
export const RejectedAndTerminated: Story = {
  parameters: storyHandlers(
    ...agentHandlers({
      mine: [
        contractFor({ id: 31, status: 'rejected', startsAt: null }),
        contractFor({
          id: 32,
          status: 'terminated',
          offeredAt: '2026-10-01T02:00:00.000Z',
          endsAt: '2026-11-01T16:00:00.000Z',
          endedBy: 'upline',
        }),
      ],
      offered: [
        offeredContractFor({
          id: 33,
          status: 'terminated',
          answeredAt: '2026-11-02T00:00:00.000Z',
          startsAt: '2026-11-02T16:00:00.000Z',
          endsAt: '2026-11-10T16:00:00.000Z',
          endedBy: 'agent',
        }),
      ],
    }),
  ),
};

/** Offering to someone who is not a direct downline agent: the error under the username. */
export const NotDownline: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const username = await page.findByRole('textbox', { name: 'Username of your downline agent' });
    await userEvent.type(username, 'stranger');
    await userEvent.type(page.getByRole('textbox', { name: 'Team base from (₱)' }), '0');
    await userEvent.type(page.getByRole('textbox', { name: 'Active members from' }), '0');
    await userEvent.type(page.getByRole('textbox', { name: 'Rate (%)' }), '1');
    await userEvent.click(page.getByRole('button', { name: 'Offer the contract' }));
    await expect(
      await page.findByText('This member is not one of your direct downline agents'),
    ).toBeVisible();
  },
};

/** An agent without contracts of the kind: nothing held, nothing offered, nothing to offer. */
export const WithoutContracts: Story = { parameters: storyHandlers(...agentHandlers()) };

/** While the contracts load. */
export const Loading: Story = { parameters: storyHandlers(...agentLoading()) };

/** The contracts could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = {
  parameters: { session: { token: 'token-juan123-0123456789abcdef', isAgent: 0 } },
};

/** A trial account is no agent either. */
export const Trial: Story = { parameters: { session: trialSession } };

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };

/** The offer to answer, in Tagalog. */
export const TagalogOffered: Story = { ...Offered, globals: { lang: 'TY' } };
