import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  recordsFailing,
  recordsHandlers,
  recordsLoading,
  sampleBets,
  storyHandlers,
  trialSession,
} from '../../tests/support/records-handlers.ts';
import { BettingRecord } from './betting-record.tsx';

const meta = {
  title: 'Widgets/Betting record',
  component: BettingRecord,
  args: { settings: { pageSize: 20, defaultPeriod: 'today' }, sectionKey: 'personalHistoryCopy' },
  parameters: {
    path: '/member/personalHistoryCopy',
    session: { token: 'story-member', isAgent: 0 },
    ...storyHandlers(...recordsHandlers({ bets: sampleBets(50) })),
  },
} satisfies Meta<typeof BettingRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's bets across three vendors, wins and losses, the totals, three pages. */
export const WithPages: Story = {};

/** Slots of one vendor only: the totals follow the filters. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Game type' }), 'RNG');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Provider' }), 'NEB');
    await expect(await page.findByRole('table', { name: 'Betting record' })).toBeVisible();
  },
};

/** No bets in the period. */
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

/** Filtered, in Tagalog. */
export const TagalogFiltered: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(
      await page.findByRole('combobox', { name: 'Uri ng laro' }),
      'LIVE',
    );
  },
};

/** No bets, in Tagalog. */
export const TagalogEmpty: Story = { ...Empty, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };
