import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  agentTeamLoading,
  sampleOverview,
  agentGateStories,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentTeamOverview } from './agent-team-overview.tsx';

const meta = {
  title: 'Widgets/Agent team overview',
  component: AgentTeamOverview,
  args: { settings: { defaultPeriod: 'thisWeek' }, sectionKey: 'overview' },
  parameters: {
    path: '/agent/teamOverview',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ overview: sampleOverview(7) })),
  },
} satisfies Meta<typeof AgentTeamOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A week of play: the figures as cards, the chart of the days with losing days below zero. */
export const Week: Story = {};

/** A month of days, and the figures of each day opened as a table. */
export const MonthAsTable: Story = {
  parameters: storyHandlers(...agentTeamHandlers({ overview: sampleOverview(28) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText('The figures of each day'));
    await expect(
      page.getByRole('table', { name: 'Bet, valid bet and profit per day' }),
    ).toBeVisible();
  },
};

/** An agent without a team yet: zeros and a hint to register someone. */
export const EmptyTeam: Story = { parameters: storyHandlers(...agentTeamHandlers()) };

/** While the overview loads. */
export const Loading: Story = { parameters: storyHandlers(...agentTeamLoading()) };

/** The overview could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentTeamFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** A trial account is no agent either. */
export const Trial: Story = agentGateStories.trial;

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
