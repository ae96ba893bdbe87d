import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentGateStories,
  agentTeamFailing,
  agentTeamHandlers,
  agentTeamLoading,
  sampleTeam,
  sampleTeamBets,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentTeamBets } from './agent-team-bets.tsx';

const meta = {
  title: 'Widgets/Agent team bets',
  component: AgentTeamBets,
  args: { settings: { pageSize: 20, defaultPeriod: 'today' }, sectionKey: 'bets' },
  parameters: {
    path: '/agent/teamBetting',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ members: sampleTeam(), bets: sampleTeamBets(45) })),
  },
} satisfies Meta<typeof AgentTeamBets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's rounds of the team, three pages, with the totals. */
export const WithPages: Story = {};

/** One member's rounds. */
export const OneMember: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('searchbox', { name: 'Member username' }), 'lito_p');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await expect(await page.findByRole('table', { name: 'Team betting' })).toBeVisible();
  },
};

/** A username that is not in the team. */
export const NotInTeam: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      await page.findByRole('searchbox', { name: 'Member username' }),
      'stranger',
    );
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await expect(await page.findByText('No member of your team is called stranger.')).toBeVisible();
  },
};

/** No round in the range (an empty team). */
export const Empty: Story = { parameters: storyHandlers(...agentTeamHandlers()) };

/** While the rounds load. */
export const Loading: Story = { parameters: storyHandlers(...agentTeamLoading()) };

/** The rounds could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentTeamFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** In Tagalog, with pages. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
