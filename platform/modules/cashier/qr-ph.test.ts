/** QR Ph payloads: their data objects and their checksum. */
import { describe, expect, it } from 'vitest';
import { crc16, qrPhPayload } from './qr-ph.ts';

/** Reads an EMVCo payload into its top-level data objects. */
function objects(payload: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    found.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

describe('QR Ph payloads', () => {
  it('checks with CRC-16/CCITT-FALSE, as published EMVCo codes do', () => {
    expect(crc16('123456789')).toBe('29B1');
    // A published QR Ph transfer code (PayMongo's documentation), whose last four digits are its CRC.
    const published =
      '00020101021227770012com.p2pqrpay0111PAEYPHM2XXX02089996440304129858893861530514+63-99137298615204601653036085406123.455802PH5913ENG-19818-ged6006Manila62980012com.p2pqrpay0103***0214+63-99137298620303***0408LOYALTY10506test120605cust10708123456780803***6304';
    expect(crc16(published)).toBe('ED03');
  });

  it('carries the merchant, the amount in pesos and the deposit reference, then its CRC', () => {
    const payload = qrPhPayload(
      {
        merchantName: 'ROYAL WIN',
        merchantCity: 'MANILA',
        acquirerBic: 'DEMOPHM1XXX',
        merchantId: '000012345678',
        merchantCategoryCode: '7995',
      },
      { payableMinor: 50_075n, reference: 'AbCdEfGhIjKlMnOpQrStUv' },
    );
    const found = objects(payload);
    expect(Object.fromEntries(found)).toEqual({
      '00': '01',
      '01': '12',
      '28': '0011ph.ppmi.p2m0111DEMOPHM1XXX0312000012345678',
      '52': '7995',
      '53': '608',
      '54': '500.75',
      '58': 'PH',
      '59': 'ROYAL WIN',
      '60': 'MANILA',
      '62': '0012ph.ppmi.qrph0522AbCdEfGhIjKlMnOpQrStUv',
      '63': crc16(payload.slice(0, -4)),
    });
    expect(payload.slice(-8, -4)).toBe('6304');
  });
});
