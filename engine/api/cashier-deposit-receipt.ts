import type { Deposit } from '../../schemas/api/cashier.ts';
import { call, http } from './http.ts';
import { validateDeposit } from './cashier-validators.generated.js';

/** How long a receipt (up to 5 MB from a phone) may take to send. */
const uploadTimeoutMs = 120_000;

/**
 * `PUT /wps/transaction/deposit/:id/receipt` (token): sends the picture of a bank transfer
 * (a PNG or JPEG of at most 5 MB, as the body, with its type) for the member's pending bank
 * transfer deposit `id`; a second one replaces the first. Answers the deposit with its receipt.
 */
export async function uploadDepositReceipt(
  id: string,
  image: Blob,
  signal?: AbortSignal,
): Promise<Deposit> {
  // The bytes, read first (5 MB at most): a File from another realm (jsdom's) is no fetch body.
  const body = await image.arrayBuffer();
  return call(
    () =>
      http.put(`wps/transaction/deposit/${encodeURIComponent(id)}/receipt`, {
        body,
        headers: { 'content-type': image.type },
        timeout: uploadTimeoutMs,
        signal,
      }),
    validateDeposit,
  );
}
