import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { DepositLimit } from '../../schemas/api/cashier.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { limitsFor, memberTransferHandlers } from '../../tests/support/member-transfer-handlers.ts';
import { DepositLimits } from './deposit-limits.tsx';

const member = { token: 'story-member', isAgent: 0 };

/**
 * Story handlers in front of the platform's (the same key replaces the preview's list), the
 * member starting with `limits`.
 */
function handlers(limits: readonly DepositLimit[] = limitsFor(), ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: {
        system: [...first, ...memberTransferHandlers(limits), ...apiHandlers(demoBrands)],
      },
    },
  };
}

const tomorrow = () => new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();

/** A daily limit with part used, a weekly one, no monthly one. */
const someSet = () =>
  limitsFor({
    day: { limitMinor: 200_000, usedMinor: 50_000 },
    week: { limitMinor: 1_000_000, usedMinor: 350_000 },
  });

/** A daily raise and a monthly removal, each waiting for its 24 hours. */
const pendingChanges = () =>
  limitsFor({
    day: {
      limitMinor: 200_000,
      usedMinor: 50_000,
      pending: { limitMinor: 500_000, effectiveAt: tomorrow() },
    },
    month: {
      limitMinor: 3_000_000,
      usedMinor: 1_200_000,
      pending: { limitMinor: null, effectiveAt: tomorrow() },
    },
  });

const meta = {
  title: 'Widgets/Deposit limits',
  component: DepositLimits,
  args: { settings: {}, sectionKey: 'depositLimits' },
  parameters: { path: '/member/securityCenter', session: member, ...handlers() },
} satisfies Meta<typeof DepositLimits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limit in any period. */
export const NoneSet: Story = {};

/** Limits in force, with what was deposited and what is left. */
export const SomeSet: Story = { parameters: handlers(someSet()) };

/** A raise and a removal waiting: what applies until when. */
export const PendingChanges: Story = { parameters: handlers(pendingChanges()) };

/** A lower limit: in force at once, said in the live region. */
export const LoweredAtOnce: Story = {
  parameters: handlers(someSet()),
  play: async ({ canvasElement }) => {
    const day = within(await within(canvasElement).findByRole('form', { name: '24 hours' }));
    await userEvent.type(day.getByRole('textbox', { name: /New limit for 24 hours/ }), '1000');
    await userEvent.click(day.getByRole('button', { name: 'Change limit' }));
    await expect(
      await within(canvasElement).findByText(
        'Your limit for 24 hours is now ₱1,000.00. It applies at once.',
      ),
    ).toBeVisible();
  },
};

/** A higher limit: it waits 24 hours, the current one applying until then. */
export const RaiseWaits: Story = {
  parameters: handlers(someSet()),
  play: async ({ canvasElement }) => {
    const week = within(await within(canvasElement).findByRole('form', { name: '7 days' }));
    await userEvent.type(week.getByRole('textbox', { name: /New limit for 7 days/ }), '20000');
    await userEvent.click(week.getByRole('button', { name: 'Change limit' }));
    await expect(
      await within(canvasElement).findByText(/^Your limit for 7 days rises to ₱20,000\.00 on/),
    ).toBeVisible();
  },
};

/** An amount the member cannot set, said under the field. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const day = within(await within(canvasElement).findByRole('form', { name: '24 hours' }));
    await userEvent.type(day.getByRole('textbox', { name: /New limit for 24 hours/ }), '0');
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    await expect(await day.findByText('Enter an amount above zero')).toBeVisible();
  },
};

/** The change could not be saved: said above the period's buttons. */
export const SavingError: Story = {
  parameters: handlers(
    someSet(),
    http.put('*/wps/member/limits/deposit', () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const day = within(await within(canvasElement).findByRole('form', { name: '24 hours' }));
    await userEvent.click(day.getByRole('button', { name: 'Remove limit' }));
    await expect(await day.findByText('Unknown error')).toBeVisible();
  },
};

/** A change on its way: the buttons are held. */
export const Saving: Story = {
  parameters: handlers(
    someSet(),
    http.put('*/wps/member/limits/deposit', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const day = within(await within(canvasElement).findByRole('form', { name: '24 hours' }));
    await userEvent.click(day.getByRole('button', { name: 'Remove limit' }));
    await expect(await day.findByRole('button', { name: 'Removing…' })).toBeDisabled();
  },
};

/** While the limits load. */
export const Loading: Story = {
  parameters: handlers(
    limitsFor(),
    http.get('*/wps/member/limits/deposit', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The limits could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    limitsFor(),
    http.get('*/wps/member/limits/deposit', () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    ),
  ),
};

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = {
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** No limits, in Tagalog. */
export const TagalogNoneSet: Story = { globals: { lang: 'TY' } };

/** Limits in force, in Tagalog. */
export const TagalogSomeSet: Story = { ...SomeSet, globals: { lang: 'TY' } };

/** Waiting changes, in Tagalog. */
export const TagalogPendingChanges: Story = { ...PendingChanges, globals: { lang: 'TY' } };

/** Loading, in Tagalog. */
export const TagalogLoading: Story = { ...Loading, globals: { lang: 'TY' } };

/** The limits could not be loaded, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };

/** A raise waiting its 24 hours, said in Tagalog. */
export const TagalogRaiseWaits: Story = {
  parameters: handlers(someSet()),
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const week = within(await within(canvasElement).findByRole('form', { name: '7 araw' }));
    await userEvent.type(
      week.getByRole('textbox', { name: 'Bagong limitasyon para sa 7 araw (₱)' }),
      '20000',
    );
    await userEvent.click(week.getByRole('button', { name: 'Palitan ang limitasyon' }));
    await expect(
      await within(canvasElement).findByText(/^Tataas sa ₱20,000\.00 ang iyong limitasyon/),
    ).toBeVisible();
  },
};

/** The change could not be saved, in Tagalog. */
export const TagalogSavingError: Story = {
  ...SavingError,
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const day = within(await within(canvasElement).findByRole('form', { name: '24 oras' }));
    await userEvent.click(day.getByRole('button', { name: 'Alisin ang limitasyon' }));
  },
};
