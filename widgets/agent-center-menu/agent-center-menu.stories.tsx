import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  agentCenterFor,
  agentFailing,
  agentHandlers,
  agentLoading,
  agentSession,
} from '../../tests/support/agent-handlers.ts';
import { storyHandlers, trialSession } from '../../tests/support/records-handlers.ts';
import { AgentCenterMenu } from './agent-center-menu.tsx';

const page = { page: 'agentIncome', title: { EN: 'x' }, description: { EN: 'x' } };
/** Every page of the agent center routed, so the flags alone decide the contract entries. */
const allPages = {
  routes: Object.fromEntries(
    ['myIncome', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'].map((key) => [
      `/agent/${key}`,
      page,
    ]),
  ),
};
const allFlags = {
  divtypereq: 1,
  dailysalreqtype: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
} as const;

const meta = {
  title: 'Frame/Agent center menu',
  component: AgentCenterMenu,
  args: { settings: { showTitle: true }, sectionKey: 'agentCenter' },
  parameters: {
    path: '/agent/myIncome',
    session: agentSession,
    brand: allPages,
    ...storyHandlers(...agentHandlers()),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentCenterMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agent with a dividend and a daily salary, on "My income". */
export const Agent: Story = {};

/** An agent holding or offered every kind of contract: all four contract pages. */
export const EveryContract: Story = {
  parameters: storyHandlers(...agentHandlers({ center: agentCenterFor({ flags: allFlags }) })),
};

/** An agent without any contract: no contract page. */
export const WithoutContracts: Story = {
  parameters: storyHandlers(
    ...agentHandlers({
      center: agentCenterFor({
        flags: { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 },
      }),
    }),
  ),
};

/** On the dividend page: "Dividend" highlighted. */
export const OnDividend: Story = { parameters: { path: '/agent/dividend' } };

/** Before the agent's flags arrive the menu waits, so entries never jump. */
export const Loading: Story = { parameters: storyHandlers(...agentLoading()) };

/** The agent center could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentFailing()) };

/** A member who is no agent: the heading and the close button; the page says why. */
export const Member: Story = {
  parameters: { session: { token: 'token-juan123-0123456789abcdef', isAgent: 0 } },
};

/** A trial account is no agent either. */
export const Trial: Story = { parameters: { session: trialSession } };

/** Only the pages a brand wires are listed: the demo brand as shipped. */
export const DemoBrandPages: Story = { parameters: { brand: {} } };

/** Without the title; it stays for screen readers. */
export const NoTitle: Story = { args: { settings: { showTitle: false } } };

/** Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
