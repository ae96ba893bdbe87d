import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  recordsFailing,
  recordsHandlers,
  recordsLoading,
  storyHandlers,
  trialSession,
} from '../../tests/support/records-handlers.ts';
import { ProfitReport } from './profit-report.tsx';

/** A month of play: wins, losses and quiet days. */
const profits = Array.from({ length: 30 }, (_, i) =>
  i % 5 === 2 ? 0 : Math.round(Math.sin(i * 1.3) * 40_000 + (i % 3) * 5_000),
);

const meta = {
  title: 'Widgets/Profit report',
  component: ProfitReport,
  args: { settings: { defaultPeriod: 'last7' }, sectionKey: 'personalProfit' },
  parameters: {
    path: '/member/personalProfit',
    session: { token: 'story-member', isAgent: 0 },
    ...storyHandlers(...recordsHandlers({ profits })),
  },
} satisfies Meta<typeof ProfitReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: totals, the chart and the days. */
export const LastSevenDays: Story = {};

/** The last 30 days. */
export const LastThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Last 30 days' }));
    await expect(await page.findByRole('img')).toBeVisible();
  },
};

/** Losses only. */
export const LossesOnly: Story = {
  parameters: storyHandlers(...recordsHandlers({ profits: [-5_000, -12_000, -800, -30_000] })),
};

/** No play in the period. */
export const Empty: Story = { parameters: storyHandlers(...recordsHandlers()) };

/** While the report loads. */
export const Loading: Story = { parameters: storyHandlers(...recordsLoading()) };

/** The report could not be loaded: a retry. */
export const Failed: Story = { parameters: storyHandlers(...recordsFailing()) };

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = { parameters: { session: trialSession } };

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };

/** No play, in Tagalog. */
export const TagalogEmpty: Story = { ...Empty, globals: { lang: 'TY' } };

/** The error, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };
