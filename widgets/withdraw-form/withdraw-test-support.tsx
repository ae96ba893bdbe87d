import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { openBody, sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import {
  summaryAnswer,
  summaryFor,
  withdrawalFor,
} from '../../tests/support/withdrawal-handlers.ts';
import { WithdrawForm } from './withdraw-form.tsx';

/** The demo member's session. */
export const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Renders the withdrawal page for `session` (the member by default) on Royal Win. */
export function renderPage(session: typeof member | null = member) {
  return renderInApp(<WithdrawForm settings={{ historyPageSize: 10 }} sectionKey="withdraw" />, {
    brand: demoBrands.royal!,
    session,
    path: '/member/withdraw',
  });
}

/** Opens the page for `session` with the platform answering `summary`. */
export function open(
  options: { summary?: Partial<WithdrawalSummary>; session?: typeof member | null } = {},
) {
  server.use(
    http.get('*/wps/transaction/withdraw/summary', () =>
      summaryAnswer(summaryFor(options.summary)),
    ),
  );
  return renderPage(options.session === undefined ? member : options.session);
}

/**
 * Answers withdrawal requests with `answer` (the pending withdrawal by default), keeping the
 * opened (unsealed) bodies.
 */
export function captureRequests(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/transaction/withdraw', async ({ request }) => {
      bodies.push(await openBody(request));
      return answer?.() ?? HttpResponse.json({ value: withdrawalFor() });
    }),
  );
  return bodies;
}

/** A handler's answer: the platform's error envelope with `error` and the status. */
export const failure = (status: number, error: Record<string, unknown>) => () =>
  HttpResponse.json({ error: { message: 'x', ...error } }, { status });

export const amountField = () => screen.findByRole('textbox', { name: 'Amount (₱)' });
export const passwordField = () => screen.getByLabelText('Withdrawal password');
export const send = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));

/** Fills a valid request: ₱1,000.00 with the password. */
export async function fillRequest(amount = '1000', password = '135790') {
  await userEvent.type(await amountField(), amount);
  await userEvent.type(passwordField(), password);
}
