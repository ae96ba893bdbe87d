import { http, HttpResponse } from 'msw';
import type { DepositChannels } from '../../engine/api/cashier-deposit.ts';
import type { Deposit, DepositChannel } from '../../schemas/api/cashier.ts';

/** A deposit id as the platform makes them (22 base64url characters). */
export const sampleDepositId = 'dep0123456789abcdefghi';

/** The receiving account of the sample bank transfer channel. */
export const sampleBankAccount = {
  bankName: 'Demo Bank of the Philippines',
  accountName: 'Royal Win Demo Inc.',
  accountNumber: '0000-1234-5678',
};

/** Deposit channels as the platform answers them: fees paid by the merchant and by the player. */
export const sampleChannels: readonly DepositChannel[] = [
  {
    id: 'gcash',
    kind: 'gateway',
    name: 'GCash',
    minMinor: 10_000,
    maxMinor: 5_000_000,
    presetsMinor: [10_000, 30_000, 50_000, 100_000, 500_000],
    fee: { percentBasisPoints: 150, fixedMinor: 0, paidBy: 'merchant' },
    dailyCount: 10,
    usedToday: 3,
  },
  {
    id: 'maya',
    kind: 'gateway',
    name: 'Maya',
    minMinor: 20_000,
    maxMinor: 2_000_000,
    presetsMinor: [20_000, 50_000, 100_000],
    fee: { percentBasisPoints: 200, fixedMinor: 500, maxMinor: 5_000, paidBy: 'player' },
    dailyCount: 5,
    usedToday: 0,
  },
  {
    id: 'qrph',
    kind: 'qr',
    name: 'QR Ph',
    minMinor: 10_000,
    maxMinor: 5_000_000,
    presetsMinor: [10_000, 50_000],
    fee: { percentBasisPoints: 0, fixedMinor: 0, paidBy: 'player' },
    dailyCount: 10,
    usedToday: 0,
  },
  {
    id: 'bank',
    kind: 'bank-transfer',
    name: 'Bank transfer',
    minMinor: 50_000,
    maxMinor: 50_000_000,
    presetsMinor: [],
    fee: { percentBasisPoints: 0, fixedMinor: 0, paidBy: 'player' },
    dailyCount: 5,
    usedToday: 0,
    bankAccount: sampleBankAccount,
  },
];

/** The channels answer with `channels` (the sample ones by default). */
export function channelsAnswer(channels: readonly DepositChannel[] = sampleChannels) {
  const value: DepositChannels = { currency: 'PHP', channels: [...channels] };
  return HttpResponse.json({ value });
}

/** A deposit as the platform answers it: ₱500.00 through GCash, pending, unless overridden. */
export function depositFor(overrides: Partial<Deposit> = {}): Deposit {
  const id = overrides.id ?? sampleDepositId;
  return {
    id,
    channelId: 'gcash',
    kind: 'gateway',
    currency: 'PHP',
    amountMinor: 50_000,
    feeMinor: 750,
    payableMinor: 50_000,
    status: 'pending',
    createdAt: '2026-11-27T08:00:00.000Z',
    expiresAt: '2026-11-27T08:30:00.000Z',
    payUrl: `/demo-gateway/pay/${id}`,
    payTo: null,
    reference: null,
    qrUrl: null,
    receipt: null,
    ...overrides,
  };
}

/** A QR Ph deposit of ₱500.00, waiting to be paid: its code is shown to scan. */
export function qrDepositFor(overrides: Partial<Deposit> = {}): Deposit {
  const id = overrides.id ?? sampleDepositId;
  return depositFor({
    channelId: 'qrph',
    kind: 'qr',
    feeMinor: 0,
    qrUrl: `/wps/transaction/deposit/${id}/qr.svg`,
    ...overrides,
  });
}

/**
 * A bank transfer of ₱500.00 with the player's reference, waiting for the operator, without a
 * receipt unless overridden.
 */
export function bankDepositFor(overrides: Partial<Deposit> = {}): Deposit {
  return depositFor({
    channelId: 'bank',
    kind: 'bank-transfer',
    feeMinor: 0,
    expiresAt: '2026-11-30T08:00:00.000Z',
    payUrl: null,
    payTo: sampleBankAccount,
    reference: 'JUAN 0042',
    ...overrides,
  });
}

/** The receipt summary of a deposit whose player uploaded a 120 kB PNG. */
export const sampleReceipt = {
  contentType: 'image/png',
  sizeBytes: 120_000,
  uploadedAt: '2026-11-27T08:01:00.000Z',
} as const;

/** A stand-in for a deposit's QR image (a real code comes from the platform). */
const sampleQrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#fff"/><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';

/** A handler answering `deposit` when the cashier reads it back. */
export function depositAnswer(deposit: Deposit) {
  return http.get(`*/wps/transaction/deposit/${deposit.id}`, () =>
    HttpResponse.json({ value: deposit }),
  );
}

/** Handlers answering the cashier's deposit calls like the platform, for stories and UI tests. */
export function cashierHandlers() {
  return [
    http.get('*/wps/transaction/deposit/channels', () => channelsAnswer()),
    http.post('*/wps/transaction/deposit/pg', async ({ request }) => {
      const body = (await request.json()) as { channelId: string; amountMinor: number };
      return HttpResponse.json({
        value: depositFor({ channelId: body.channelId, amountMinor: body.amountMinor }),
      });
    }),
    http.post('*/wps/transaction/deposit/qr', async ({ request }) => {
      const body = (await request.json()) as { channelId: string; amountMinor: number };
      return HttpResponse.json({
        value: qrDepositFor({ channelId: body.channelId, amountMinor: body.amountMinor }),
      });
    }),
    http.post('*/wps/transaction/deposit/mt', async ({ request }) => {
      const body = (await request.json()) as {
        channelId: string;
        amountMinor: number;
        reference: string;
      };
      return HttpResponse.json({
        value: bankDepositFor({
          channelId: body.channelId,
          amountMinor: body.amountMinor,
          payableMinor: body.amountMinor,
          reference: body.reference,
        }),
      });
    }),
    http.put('*/wps/transaction/deposit/:id/receipt', async ({ params, request }) => {
      const bytes = await request.arrayBuffer();
      return HttpResponse.json({
        value: bankDepositFor({
          id: String(params.id),
          receipt: {
            contentType:
              request.headers.get('content-type') === 'image/jpeg' ? 'image/jpeg' : 'image/png',
            sizeBytes: bytes.byteLength,
            uploadedAt: '2026-11-27T08:01:00.000Z',
          },
        }),
      });
    }),
    http.get(
      '*/wps/transaction/deposit/:id/qr.svg',
      () => new HttpResponse(sampleQrSvg, { headers: { 'content-type': 'image/svg+xml' } }),
    ),
    http.get('*/wps/transaction/deposit/:id', ({ params }) =>
      HttpResponse.json({ value: depositFor({ id: String(params.id) }) }),
    ),
  ];
}
