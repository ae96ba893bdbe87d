import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { trialSession } from '../../tests/support/records-handlers.ts';
import { LotteryTickets } from './lottery-tickets.tsx';
import {
  manySlips,
  ticketHandlers,
  type TicketFixtures,
  type TicketHandlerOptions,
} from './tickets-fixtures.ts';

const member = { token: 'story-member', isAgent: 0, account: 'juan123' };

/** Story handlers: `first`, then the my-tickets fixtures, then the platform's. */
function handlers(options: TicketHandlerOptions = {}, ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: { system: [...first, ...ticketHandlers(options), ...apiHandlers(demoBrands)] },
    },
  };
}

/** Only the fixture slips whose ids start with `prefix`. */
const only =
  (prefix: string) =>
  ({ slips }: TicketFixtures) =>
    slips.filter((slip) => slip.slipId.startsWith(prefix));

const meta = {
  title: 'Lottery/My tickets',
  component: LotteryTickets,
  args: { settings: {}, sectionKey: 'tickets' },
  parameters: { path: '/lottery', session: member, ...handlers() },
} satisfies Meta<typeof LotteryTickets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of slip: pending, won (VN and KENO), lost, void and cancelled. */
export const AllStates: Story = {};

/** A visitor is asked to log in. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Log in to see your tickets.')).toBeVisible();
  },
};

/** A trial account is asked to register first. */
export const Trial: Story = { parameters: { session: trialSession } };

/** A member with no tickets. */
export const Empty: Story = { parameters: handlers({ slips: () => [] }) };

/** A pending slip the member is about to cancel: the question before the call. */
export const PendingWithCancel: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: handlers({ slips: only('slip-pending') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel slip' }));
    await expect(canvas.getByRole('button', { name: 'Yes, cancel the slip' })).toBeVisible();
  },
};

/** Won: VN baoLo2 winning 2 lots and a KENO pick with 3 hits, the winning numbers marked. */
export const Won: Story = {
  parameters: handlers({ slips: only('slip-won') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 winning lots')).toBeVisible();
    await expect(canvas.getByText('3 hits')).toBeVisible();
  },
};

/** A won ticket with its draw opened: the numbers, the proof, and verified. */
export const WonWithResult: Story = {
  parameters: handlers({ slips: only('slip-won-vn') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Result' }));
    await userEvent.click(await canvas.findByText('Fair draw'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Verified')).toBeVisible();
  },
};

/** A lost ticket. */
export const Lost: Story = { parameters: handlers({ slips: only('slip-lost') }) };

/** A void e-lottery ticket (a bet on position 3), refunded. */
export const Void: Story = { parameters: handlers({ slips: only('slip-void') }) };

/** A slip the member cancelled. */
export const Cancelled: Story = { parameters: handlers({ slips: only('slip-cancelled') }) };

/** The slip just cancelled: shown cancelled, the refund said. */
export const JustCancelled: Story = {
  parameters: handlers({ slips: only('slip-pending') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel slip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel the slip' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** The draw locked before the cancel arrived: refused, and the list read again. */
export const CancelRefused: Story = {
  parameters: handlers({ slips: only('slip-pending'), refuseCancel: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel slip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel the slip' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This slip can no longer be cancelled',
    );
  },
};

/** Three pages of slips. */
export const ManyPages: Story = {
  parameters: handlers({ slips: (fixtures) => manySlips(fixtures, 18) }),
};

/** While the slips load. */
export const Loading: Story = {
  parameters: handlers(
    {},
    http.get('*/wps/lottery/slips', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the slips fail: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    {},
    http.get('*/wps/lottery/slips', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
