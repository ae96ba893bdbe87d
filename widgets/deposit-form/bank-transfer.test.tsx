import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '../../schemas/api/cashier.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  bankDepositFor,
  sampleDepositId,
  sampleReceipt,
} from '../../tests/support/cashier-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { DepositForm } from './deposit-form.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

function open(path = '/member/depositv2', pollSeconds = 3) {
  return renderInApp(<DepositForm settings={{ pollSeconds }} sectionKey="deposit" />, {
    brand: demoBrands.royal!,
    session: member,
    path,
  });
}

/** An image file of `size` bytes as the picker hands it over. */
const picture = (name: string, type: string, size = 2_048) =>
  new File([new Uint8Array(size).fill(7)], name, { type });

/** What the platform got: the bank transfer starts and the receipt uploads. */
function capture(options: { uploadAnswer?: () => Response } = {}) {
  const starts: Record<string, unknown>[] = [];
  const uploads: { id: string; type: string | null; size: number }[] = [];
  server.use(
    http.post('*/wps/transaction/deposit/mt', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      starts.push(body);
      return HttpResponse.json({
        value: bankDepositFor({ amountMinor: Number(body.amountMinor) }),
      });
    }),
    http.put('*/wps/transaction/deposit/:id/receipt', async ({ params, request }) => {
      const bytes = await request.arrayBuffer();
      uploads.push({
        id: String(params.id),
        type: request.headers.get('content-type'),
        size: bytes.byteLength,
      });
      return (
        options.uploadAnswer?.() ??
        HttpResponse.json({ value: bankDepositFor({ receipt: sampleReceipt }) })
      );
    }),
  );
  return { starts, uploads };
}

const reference = () => screen.getByRole('textbox', { name: 'Reference of your transfer' });
const receiptInput = () => screen.getByLabelText(/Receipt of your transfer \(optional\)/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit the transfer' }));

async function chooseBank() {
  await open();
  await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
}

describe('DepositForm: a bank transfer', () => {
  it('shows the account to transfer to, the amount with its limits, the reference and the receipt', async () => {
    await chooseBank();
    const account = screen.getByText('Demo Bank of the Philippines').closest('dl')!;
    expect(within(account).getByText('Bank')).toBeInTheDocument();
    expect(within(account).getByText('Royal Win Demo Inc.')).toBeInTheDocument();
    expect(within(account).getByText('0000-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('From ₱500.00 to ₱500,000.00')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (₱)' }), '750');
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('No fee');
    expect(screen.getByTestId('deposit-total')).toHaveTextContent('₱750.00');
    expect(reference()).toBeInTheDocument();
    expect(receiptInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(screen.getByText('5 of 5 deposits left today')).toBeInTheDocument();
  });

  it('copies the account number', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Copy the account number' }));
    expect(await navigator.clipboard.readText()).toBe('0000-1234-5678');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('checks the reference and the picture in the browser, each under its field', async () => {
    const { starts } = capture();
    const user = userEvent.setup({ applyAccept: false });
    await open();
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (₱)' }), '600');
    await submit();
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    await user.type(reference(), 'semi;colon');
    await submit();
    const rule = 'Use up to 40 letters, digits, spaces and . / - (starting with a letter or digit)';
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(reference()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(reference());
    await user.type(reference(), 'JUAN 0042');
    expect(screen.queryByText(rule)).toBeNull();

    await user.upload(receiptInput(), picture('receipt.pdf', 'application/pdf'));
    expect(await screen.findByText('Choose a PNG or JPG picture')).toBeInTheDocument();
    await user.upload(receiptInput(), picture('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The picture is larger than 5 MB')).toBeInTheDocument();
    expect(screen.getByText('huge.png')).toBeInTheDocument();
    await submit();
    expect(starts).toEqual([]);
    // Removed, the picture's error goes with it.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('The picture is larger than 5 MB')).toBeNull();
  });

  it('announces the transfer, sends the picture, then waits for the operator', async () => {
    const { starts, uploads } = capture();
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () =>
        HttpResponse.json({ value: bankDepositFor({ receipt: sampleReceipt }) }),
      ),
    );
    await chooseBank();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (₱)' }), '500');
    await userEvent.type(reference(), '  JUAN 0042 ');
    await userEvent.upload(receiptInput(), picture('receipt.png', 'image/png', 120_000));
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    expect(screen.getByText('117 kB')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of receipt.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await submit();
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Waiting for the operator to check your transfer'),
    );
    expect(starts).toEqual([
      {
        channelId: 'bank',
        amountMinor: 50_000,
        reference: 'JUAN 0042',
        requestId: expect.stringMatching(/^\w{32}$/),
      },
    ]);
    expect(uploads).toEqual([{ id: sampleDepositId, type: 'image/png', size: 120_000 }]);
    expect(screen.getByText('Your receipt (117 kB) is with the operator.')).toBeInTheDocument();
    expect(screen.getByText('JUAN 0042')).toBeInTheDocument();
    expect(screen.getByText('0000-1234-5678')).toBeInTheDocument();
  });

  it('keeps the form when only the picture failed, and sends the same transfer again', async () => {
    let fail = true;
    const { starts, uploads } = capture({
      uploadAnswer: () =>
        fail
          ? HttpResponse.json(
              {
                error: { code: 'VALIDATION_FAILED', message: 'x', fields: { receipt: 'invalid' } },
              },
              { status: 400 },
            )
          : HttpResponse.json({ value: bankDepositFor({ receipt: sampleReceipt }) }),
    });
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () =>
        HttpResponse.json({ value: bankDepositFor({ receipt: sampleReceipt }) }),
      ),
    );
    await chooseBank();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (₱)' }), '500');
    await userEvent.type(reference(), 'JUAN 0042');
    await userEvent.upload(receiptInput(), picture('fake.png', 'image/png'));
    await submit();
    expect(await screen.findByText('Choose a PNG or JPG picture')).toBeInTheDocument();
    expect(
      screen.getByText('Your transfer is recorded, but its receipt could not be sent.'),
    ).toBeInTheDocument();
    fail = false;
    await submit();
    expect(
      await screen.findByText('Waiting for the operator to check your transfer'),
    ).toBeInTheDocument();
    expect(starts).toHaveLength(2);
    expect(starts[1]!.requestId).toBe(starts[0]!.requestId);
    expect(uploads).toHaveLength(2);
  });

  it('shows the platform’s reference error under the field', async () => {
    server.use(
      http.post('*/wps/transaction/deposit/mt', () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { reference: 'invalid' } } },
          { status: 400 },
        ),
      ),
    );
    await chooseBank();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (₱)' }), '500');
    await userEvent.type(reference(), 'JUAN');
    await submit();
    expect(
      await screen.findByText(
        'Use up to 40 letters, digits, spaces and . / - (starting with a letter or digit)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
  });
});

describe('DepositForm: a bank transfer waiting for the operator', () => {
  /** Answers the deposit's reads with `statuses` in turn, the last one from then on. */
  function readsOf(...deposits: Deposit[]) {
    let reads = 0;
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () => {
        const deposit = deposits[Math.min(reads, deposits.length - 1)];
        reads += 1;
        return HttpResponse.json({ value: deposit });
      }),
    );
  }

  it('updates by itself once the operator approves', async () => {
    readsOf(bankDepositFor(), bankDepositFor({ status: 'paid' }));
    await open(`/member/depositv2?deposit=${sampleDepositId}`, 0.05);
    expect(
      await screen.findByText('Waiting for the operator to check your transfer'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Approved'));
    expect(screen.getByRole('status')).toHaveTextContent('₱500.00 has been added to your balance.');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.queryByText('Send a receipt')).toBeNull();
  });

  it('says so when the operator rejects it', async () => {
    readsOf(bankDepositFor(), bankDepositFor({ status: 'declined', receipt: sampleReceipt }));
    await open(`/member/depositv2?deposit=${sampleDepositId}`, 0.05);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rejected'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The operator could not confirm your transfer.',
    );
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });

  it('takes a receipt later, while the transfer waits', async () => {
    readsOf(bankDepositFor());
    const { uploads } = capture();
    await open(`/member/depositv2?deposit=${sampleDepositId}`);
    expect(
      await screen.findByText(
        'No receipt sent yet. A picture of your transfer helps the operator find it.',
      ),
    ).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Send a receipt/), picture('r.jpg', 'image/jpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));
    expect(
      await screen.findByText('Your receipt (117 kB) is with the operator.'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([{ id: sampleDepositId, type: 'image/jpeg', size: 2_048 }]);
  });
});
