import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  agentFailing,
  agentHandlers,
  agentLoading,
  agentSession,
  sampleSettlements,
} from '../../tests/support/agent-handlers.ts';
import { storyHandlers, trialSession } from '../../tests/support/records-handlers.ts';
import { AgentIncome } from './agent-income.tsx';

const meta = {
  title: 'Widgets/Agent income',
  component: AgentIncome,
  args: { settings: { pageSize: 20, defaultPeriod: 'thisMonth' }, sectionKey: 'income' },
  parameters: {
    path: '/agent/myIncome',
    session: agentSession,
    ...storyHandlers(...agentHandlers({ settlements: sampleSettlements(45) })),
  },
} satisfies Meta<typeof AgentIncome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month: daily salaries and dividends, zero records among them, three pages. */
export const WithPages: Story = {};

/** Only the dividend, the page ordered by what each period paid. */
export const DividendByPaid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(
      await page.findByRole('combobox', { name: 'Contract' }),
      'dividend',
    );
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Order' }), 'paidMost');
    await expect(await page.findByRole('table', { name: 'My income' })).toBeVisible();
  },
};

/** No period settled in the range (an agent without contracts). */
export const Empty: Story = { parameters: storyHandlers(...agentHandlers()) };

/** While the income loads. */
export const Loading: Story = { parameters: storyHandlers(...agentLoading()) };

/** The income could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...agentFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = {
  parameters: { session: { token: 'token-juan123-0123456789abcdef', isAgent: 0 } },
};

/** A trial account is no agent either. */
export const Trial: Story = { parameters: { session: trialSession } };

/** In Tagalog, with pages. */
export const Tagalog: Story = { globals: { lang: 'TY' } };

/** A member who is no agent, in Tagalog. */
export const TagalogMember: Story = { ...Member, globals: { lang: 'TY' } };
