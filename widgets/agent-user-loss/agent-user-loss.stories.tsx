import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentGateStories,
  agentTeamFailing,
  agentTeamHandlers,
  agentTeamLoading,
  sampleTeamLosses,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentUserLoss } from './agent-user-loss.tsx';

const meta = {
  title: 'Widgets/Agent user loss',
  component: AgentUserLoss,
  args: { settings: { pageSize: 20, defaultPeriod: 'today' }, sectionKey: 'losses' },
  parameters: {
    path: '/agent/userLoss',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ losses: sampleTeamLosses(30) })),
  },
} satisfies Meta<typeof AgentUserLoss>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The members' results, the biggest loss first, the agent's own among them; two pages. */
export const WithPages: Story = {};

/** Nobody played in the range (an empty team). */
export const Empty: Story = { parameters: storyHandlers(...agentTeamHandlers()) };

/** While the results load. */
export const Loading: Story = { parameters: storyHandlers(...agentTeamLoading()) };

/** The results could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentTeamFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** A trial account is no agent either. */
export const Trial: Story = agentGateStories.trial;

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
