import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DepositLimit, DepositLimitRequest } from '../../schemas/api/cashier.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  limitsAnswer,
  limitsFor,
  memberTransferHandlers,
  withLimitChange,
} from '../../tests/support/member-transfer-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { DepositLimits } from './deposit-limits.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

beforeEach(() => {
  server.use(...memberTransferHandlers());
});

/**
 * Opens the section with the platform answering `limits`, keeping the bodies of the changes it
 * is sent (answered by the platform's rule unless `answer` is given).
 */
function open(
  limits: readonly DepositLimit[] = limitsFor(),
  options: { answer?: () => Response; session?: typeof member | null } = {},
) {
  let current = [...limits];
  const bodies: DepositLimitRequest[] = [];
  server.use(
    http.get('*/wps/member/limits/deposit', () => limitsAnswer(current)),
    http.put('*/wps/member/limits/deposit', async ({ request }) => {
      const body = (await request.json()) as DepositLimitRequest;
      bodies.push(body);
      if (options.answer) return options.answer();
      current = withLimitChange(current, body);
      return limitsAnswer(current);
    }),
  );
  const rendered = renderInApp(<DepositLimits />, {
    brand: demoBrands.royal!,
    session: options.session === undefined ? member : options.session,
    path: '/member/securityCenter',
  });
  return { rendered, bodies };
}

/** The form of one period, by its name. */
const period = async (name: '24 hours' | '7 days' | '30 days') =>
  within(await screen.findByRole('form', { name }));

const notice = () => screen.getByTestId('limits-notice');

describe('DepositLimits', () => {
  it('shows every period: none set, or the limit with what is deposited and left', async () => {
    open(limitsFor({ week: { limitMinor: 1_000_000, usedMinor: 250_000 } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit limits' })).toBeVisible();
    const day = await period('24 hours');
    expect(day.getByTestId('limit-day')).toHaveTextContent('No limit');
    expect(day.queryByTestId('left-day')).toBeNull();
    expect(day.getByRole('button', { name: 'Set limit' })).toBeVisible();
    expect(day.queryByRole('button', { name: 'Remove limit' })).toBeNull();
    const week = await period('7 days');
    expect(week.getByTestId('limit-week')).toHaveTextContent('₱10,000.00');
    expect(week.getByTestId('used-week')).toHaveTextContent('₱2,500.00');
    expect(week.getByTestId('left-week')).toHaveTextContent('₱7,500.00');
    expect(week.getByRole('button', { name: 'Change limit' })).toBeVisible();
    expect((await period('30 days')).getByTestId('limit-month')).toHaveTextContent('No limit');
  });

  it('shows a waiting raise or removal with when it applies', async () => {
    open(
      limitsFor({
        day: {
          limitMinor: 100_000,
          pending: { limitMinor: 200_000, effectiveAt: '2026-11-28T08:00:00.000Z' },
        },
        month: {
          limitMinor: 500_000,
          pending: { limitMinor: null, effectiveAt: '2026-11-28T09:00:00.000Z' },
        },
      }),
    );
    const day = await period('24 hours');
    expect(day.getByTestId('pending-day')).toHaveTextContent(
      /^Raise requested: ₱2,000\.00 from .*2026.*\.$/,
    );
    expect(day.getByRole('button', { name: 'Keep the current limit' })).toBeVisible();
    const month = await period('30 days');
    expect(month.getByTestId('pending-month')).toHaveTextContent(
      /^Removal requested: no limit from .*2026/,
    );
    // Already being removed: no second removal.
    expect(month.queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it('checks the amount before sending anything', async () => {
    const { bodies } = open();
    const day = await period('24 hours');
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    expect(day.getByText('Input cannot be empty')).toBeInTheDocument();
    const field = day.getByRole('textbox', { name: 'New limit for 24 hours (₱)' });
    await userEvent.type(field, '0');
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    expect(day.getByText('Enter an amount above zero')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '10.001');
    expect(day.getByText('Use at most 2 decimal places')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '10.5');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });

  it('sets a first limit in minor units and says it applies at once', async () => {
    const { bodies } = open();
    const week = await period('7 days');
    await userEvent.type(week.getByRole('textbox', { name: 'New limit for 7 days (₱)' }), '5,000');
    await userEvent.click(week.getByRole('button', { name: 'Set limit' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Your limit for 7 days is now ₱5,000.00. It applies at once.',
      ),
    );
    expect(notice()).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ period: 'week', limitMinor: 500_000 }]);
    expect(week.getByTestId('limit-week')).toHaveTextContent('₱5,000.00');
    expect(week.getByRole('textbox', { name: 'New limit for 7 days (₱)' })).toHaveValue('');
  });

  it('says a raise applies only after 24 hours, and the current limit until then', async () => {
    const { bodies } = open(limitsFor({ day: { limitMinor: 100_000 } }));
    const day = await period('24 hours');
    await userEvent.type(day.getByRole('textbox', { name: 'New limit for 24 hours (₱)' }), '2000');
    await userEvent.click(day.getByRole('button', { name: 'Change limit' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        /^Your limit for 24 hours rises to ₱2,000\.00 on .+\. Until then ₱1,000\.00 applies\.$/,
      ),
    );
    expect(bodies).toEqual([{ period: 'day', limitMinor: 200_000 }]);
    expect(day.getByTestId('limit-day')).toHaveTextContent('₱1,000.00');
    expect(day.getByTestId('pending-day')).toHaveTextContent(/^Raise requested: ₱2,000\.00/);
  });

  it('says a removal waits 24 hours, and a lower limit does not', async () => {
    const { bodies } = open(limitsFor({ month: { limitMinor: 900_000 } }));
    const month = await period('30 days');
    await userEvent.click(month.getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        /^Your limit for 30 days will be removed on .+\. Until then ₱9,000\.00 applies\.$/,
      ),
    );
    await userEvent.type(month.getByRole('textbox', { name: /New limit for 30 days/ }), '800');
    await userEvent.click(month.getByRole('button', { name: 'Change limit' }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Your limit for 30 days is now ₱800.00. It applies at once.',
      ),
    );
    expect(month.queryByTestId('pending-month')).toBeNull();
    expect(bodies).toEqual([
      { period: 'month', limitMinor: null },
      { period: 'month', limitMinor: 80_000 },
    ]);
  });

  it("puts the platform's field error under the field, and other failures above the buttons", async () => {
    let answer = () =>
      HttpResponse.json(
        { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { limitMinor: 'tooLarge' } } },
        { status: 400 },
      );
    open(limitsFor(), { answer: () => answer() });
    const day = await period('24 hours');
    const field = day.getByRole('textbox', { name: 'New limit for 24 hours (₱)' });
    await userEvent.type(field, '100');
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    expect(await day.findByText('The amount is above the maximum')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    answer = () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    expect(await day.findByText('Unknown error')).toBeInTheDocument();
    expect(notice()).toBeEmptyDOMElement();
  });

  it('holds the buttons while a change is saved', async () => {
    open();
    server.use(
      http.put('*/wps/member/limits/deposit', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const day = await period('24 hours');
    await userEvent.type(day.getByRole('textbox', { name: /New limit for 24 hours/ }), '100');
    await userEvent.click(day.getByRole('button', { name: 'Set limit' }));
    expect(await day.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { rendered } = open(limitsFor(), { session: null });
    expect(await screen.findByText('Log in to set your deposit limits.')).toBeInTheDocument();
    (await rendered).unmount();
    open(limitsFor(), { session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers a retry when the limits cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/member/limits/deposit', () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
          : limitsAnswer(),
      ),
    );
    await renderInApp(<DepositLimits />, {
      brand: demoBrands.royal!,
      session: member,
      path: '/member/securityCenter',
    });
    expect(await screen.findByText('Your deposit limits could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: '24 hours' })).toBeInTheDocument();
  });
});
