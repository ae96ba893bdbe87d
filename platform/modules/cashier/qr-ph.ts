/**
 * QR Ph codes for deposits: EMVCo merchant-presented QR (version 01, dynamic), in the QR Ph
 * person-to-merchant profile: the acquirer's template (tag 28: `ph.ppmi.p2m`, the acquirer's
 * SWIFT code, the merchant id), the category, pesos (608) and the amount, the merchant's name
 * and city, the deposit id as the reference label (tag 62), and the CRC-16/CCITT-FALSE of it
 * all (tag 63). Any Philippine bank or e-wallet app reads it.
 */
import type { CashierChannel } from '../../../schemas/brand/cashier.ts';

/** One data object: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`QR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** What a deposit's code carries besides the channel's merchant data. */
export interface QrPhDeposit {
  /** What the payer pays, in centavos. */
  payableMinor: bigint;
  /** The deposit's id: the reference label the acquirer reports back. */
  reference: string;
}

/** The QR Ph payload of a deposit through a channel with merchant data `qr`. */
export function qrPhPayload(qr: NonNullable<CashierChannel['qr']>, deposit: QrPhDeposit): string {
  const pesos = deposit.payableMinor / 100n;
  const centavos = String(deposit.payableMinor % 100n).padStart(2, '0');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field(
      '28',
      field('00', 'ph.ppmi.p2m') + field('01', qr.acquirerBic) + field('03', qr.merchantId),
    ),
    field('52', qr.merchantCategoryCode ?? '7995'),
    field('53', '608'),
    field('54', `${pesos}.${centavos}`),
    field('58', 'PH'),
    field('59', qr.merchantName),
    field('60', qr.merchantCity),
    field('62', field('00', 'ph.ppmi.qrph') + field('05', deposit.reference)),
  ].join('');
  return `${body}6304${crc16(`${body}6304`)}`;
}
