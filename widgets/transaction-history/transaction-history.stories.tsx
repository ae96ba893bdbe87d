import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import {
  recordsFailing,
  recordsHandlers,
  recordsLoading,
  sampleTransactions,
  storyHandlers,
  trialSession,
} from '../../tests/support/records-handlers.ts';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import { TransactionHistory } from './transaction-history.tsx';

const meta = {
  title: 'Widgets/Transaction history',
  component: TransactionHistory,
  args: {
    settings: { pageSize: 20, defaultPeriod: 'last7', audience: 'member' },
    sectionKey: 'transactionHistory',
  },
  parameters: {
    path: '/member/transactionHistory',
    session: { token: 'story-member', isAgent: 0 },
    ...storyHandlers(...recordsHandlers({ transactions: sampleTransactions(45) })),
  },
} satisfies Meta<typeof TransactionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: every type and status, money in and out, three pages. */
export const WithPages: Story = {};

/** Only withdrawals, over the last 30 days. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Type' }), 'withdrawal');
    await expect(await page.findByRole('table', { name: 'Account record' })).toBeVisible();
  },
};

/** A custom range the records do not take: the problem under its field. */
export const CustomRangeError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Custom' }));
    fireEvent.change(page.getByLabelText('From'), { target: { value: '' } });
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    await expect(await page.findByText('Input cannot be empty')).toBeVisible();
  },
};

/** No movements in the period. */
export const Empty: Story = { parameters: storyHandlers(...recordsHandlers()) };

/** While the record loads. */
export const Loading: Story = { parameters: storyHandlers(...recordsLoading()) };

/** The record could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...recordsFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = { parameters: { session: trialSession } };

/** In Tagalog, with pages. */
export const Tagalog: Story = { globals: { lang: 'TY' } };

/** No movements, in Tagalog. */
export const TagalogEmpty: Story = { ...Empty, globals: { lang: 'TY' } };

/** The error, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** In the agent center: the agent's account details. */
export const AgentAccountDetails: Story = {
  args: { settings: { pageSize: 20, defaultPeriod: 'last7', audience: 'agent' } },
  parameters: { path: '/agent/accountDetails', session: agentSession },
};

/** The agent's account details shown to a member who is no agent. */
export const AgentAccountDetailsMember: Story = {
  args: { settings: { pageSize: 20, defaultPeriod: 'last7', audience: 'agent' } },
  parameters: { path: '/agent/accountDetails' },
};
