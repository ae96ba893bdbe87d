import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentGateStories,
  agentTeamFailing,
  agentTeamHandlers,
  agentTeamLoading,
  sampleTeam,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentTeamMembers } from './agent-team-members.tsx';

const meta = {
  title: 'Widgets/Agent team members',
  component: AgentTeamMembers,
  args: { settings: { pageSize: 5 }, sectionKey: 'members' },
  parameters: {
    path: '/agent/teamManagement',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ members: sampleTeam(8) })),
  },
} satisfies Meta<typeof AgentTeamMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's direct downlines, newest first, two pages; a locked player among them. */
export const DirectDownlines: Story = {};

/** Drilled into Pedro's team: the way back up above the list. */
export const SubAgentTeam: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Order' }), '3');
    await userEvent.click(await page.findByRole('button', { name: /Open the team of pedro_sub/ }));
    await expect(await page.findByRole('cell', { name: 'lito_p' })).toBeVisible();
  },
};

/** Sending money to a direct downline: the dialog with what may be sent. */
export const SendMoney: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send money to ana_sub' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByTestId('sendable')).toBeVisible();
  },
};

/** A wrong withdrawal password, said under its field. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send money to ana_sub' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.type(await dialog.findByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.type(dialog.getByLabelText('Withdrawal password'), '999999');
    await userEvent.click(dialog.getByRole('button', { name: 'Send money' }));
    await expect(await dialog.findByText(/withdrawal password is incorrect/)).toBeVisible();
  },
};

/** No withdrawal password yet: where to set it. */
export const NoPassword: Story = {
  parameters: storyHandlers(
    ...agentTeamHandlers({ members: sampleTeam(3), noPaymentPassword: true }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send money to ana_sub' }));
  },
};

/** An agent without a team yet. */
export const EmptyTeam: Story = { parameters: storyHandlers(...agentTeamHandlers()) };

/** While the team loads. */
export const Loading: Story = { parameters: storyHandlers(...agentTeamLoading()) };

/** The team could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentTeamFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
