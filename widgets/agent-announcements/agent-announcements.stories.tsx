import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentGateStories,
  agentTeamFailing,
  agentTeamHandlers,
  agentTeamLoading,
  sampleAgentNotices,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentAnnouncements } from './agent-announcements.tsx';

const meta = {
  title: 'Widgets/Agent announcements',
  component: AgentAnnouncements,
  args: { settings: { openFirst: true }, sectionKey: 'notices' },
  parameters: {
    path: '/agent/announcement',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ notices: sampleAgentNotices() })),
  },
} satisfies Meta<typeof AgentAnnouncements>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements, the newest opened; a script and a foreign image removed. */
export const WithNotices: Story = {};

/** No announcement for agents yet. */
export const Empty: Story = { parameters: storyHandlers(...agentTeamHandlers()) };

/** While the announcements load. */
export const Loading: Story = { parameters: storyHandlers(...agentTeamLoading()) };

/** The announcements could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentTeamFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
