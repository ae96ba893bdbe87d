/**
 * The receipt image of a bank transfer: uploaded by the member who announced it while it is
 * pending, checked to be a real PNG or JPEG of at most 5 MB, and read back by the operator.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAdminServer } from '../../admin.ts';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { bearer, call, playMember } from '../../test/play.ts';
import { receiptImageType } from './deposit-receipts.ts';
import { receiptsPerMinute } from './deposit-receipt-routes.ts';
import { fixtureCash, host } from './test-support.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/receipts/${name}`, import.meta.url));
const png = fixture('receipt.png');
const jpeg = fixture('receipt.jpg');
const fiveMegabytes = 5 * 1024 * 1024;

let t: TestPlatform;
let admin: FastifyInstance;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, cash: fixtureCash } });
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});
// Every test starts a fresh rate-limit window.
beforeEach(() => t.clock.advance(61_000));

let seq = 0;
const requestId = () => `receipt-${(seq += 1)}-x`;

/** A new member and a bank transfer of theirs, pending. */
async function memberWithTransfer() {
  const { member, token } = await playMember(t, { brandId: 'cash' });
  const started = await call(t.app, host, 'POST', '/wps/transaction/deposit/mt', {
    body: { channelId: 'bank', amountMinor: 700, reference: 'JUAN 7', requestId: requestId() },
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(200);
  return { member, token, depositId: started.json().value.id as string };
}

function upload(
  token: string | null,
  depositId: string,
  body: Buffer | string,
  contentType: string | null = 'image/png',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/wps/transaction/deposit/${depositId}/receipt`,
    headers: {
      host,
      ...(token === null ? {} : bearer(token)),
      ...(contentType === null ? {} : { 'content-type': contentType }),
    },
    payload: body,
  });
}

const readReceipt = (id: string, brand = 'cash') =>
  admin.inject({ method: 'POST', url: `/cashier/deposits/${id}/receipt`, payload: { brand } });
const review = (id: string, action: 'approve' | 'reject') =>
  admin.inject({
    method: 'POST',
    url: `/cashier/deposits/${id}/${action}`,
    payload: { brand: 'cash', note: 'checked the receipt' },
  });

describe('a bank transfer receipt', () => {
  it('is stored for the member, shown with the deposit and read back byte for byte by the operator', async () => {
    const { member, token, depositId } = await memberWithTransfer();
    const sent = await upload(token, depositId, png);
    expect(sent.statusCode, sent.body).toBe(200);
    const uploadedAt = t.clock.now().toISOString();
    expect(sent.json().value).toMatchObject({
      id: depositId,
      status: 'pending',
      receipt: { contentType: 'image/png', sizeBytes: png.length, uploadedAt },
    });
    const read = await call(t.app, host, 'GET', `/wps/transaction/deposit/${depositId}`, {
      headers: bearer(token),
    });
    expect(read.json().value.receipt).toEqual(sent.json().value.receipt);

    const listed = await admin.inject({
      method: 'POST',
      url: '/cashier/deposits',
      payload: { brand: 'cash', username: member.username },
    });
    expect(listed.json().value[0]).toMatchObject({
      id: depositId,
      receipt: { contentType: 'image/png', sizeBytes: png.length, uploadedAt },
    });
    const saved = (await readReceipt(depositId)).json().value;
    expect(Buffer.from(saved.base64, 'base64').equals(png)).toBe(true);
    expect(saved).toMatchObject({ id: depositId, contentType: 'image/png', sizeBytes: png.length });
    expect(saved.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A second upload replaces the first while the deposit waits.
    t.clock.advance(1_000);
    const replaced = await upload(token, depositId, jpeg, 'image/jpeg');
    expect(replaced.json().value.receipt).toEqual({
      contentType: 'image/jpeg',
      sizeBytes: jpeg.length,
      uploadedAt: t.clock.now().toISOString(),
    });
    const again = (await readReceipt(depositId)).json().value;
    expect(Buffer.from(again.base64, 'base64').equals(jpeg)).toBe(true);

    // Approved, the deposit is closed: its receipt stays as it was.
    expect((await review(depositId, 'approve')).json().value.status).toBe('paid');
    const late = await upload(token, depositId, png);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('DEPOSIT_CLOSED');
    expect((await readReceipt(depositId)).json().value.contentType).toBe('image/jpeg');
  });

  it('takes an image of exactly 5 MB', async () => {
    const { token, depositId } = await memberWithTransfer();
    // A PNG may carry chunks after its image data: pad it up to the limit before IEND.
    const end = png.length - 12;
    const padding = Buffer.alloc(fiveMegabytes - png.length);
    const largest = Buffer.concat([png.subarray(0, end), padding, png.subarray(end)]);
    expect(largest.length).toBe(fiveMegabytes);
    const sent = await upload(token, depositId, largest);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value.receipt.sizeBytes).toBe(fiveMegabytes);
  });

  it("never tells another member's deposit apart from one that does not exist", async () => {
    const { depositId } = await memberWithTransfer();
    const { token } = await playMember(t, { brandId: 'cash' });
    for (const id of [depositId, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      // Not even a bad image tells them apart.
      for (const body of [png, Buffer.from('not an image')]) {
        const refused = await upload(token, id, body);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error.code).toBe('TX_NOT_FOUND');
      }
    }
    expect((await readReceipt(depositId)).json().error.code).toBe('NOT_FOUND');
  });

  it('is refused without a login, for a gateway deposit and once the deposit is closed', async () => {
    const { token, depositId } = await memberWithTransfer();
    const anonymous = await upload(null, depositId, png);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('NOT_LOGGED_IN');

    const gateway = await call(t.app, host, 'POST', '/wps/transaction/deposit/pg', {
      body: { channelId: 'free', amountMinor: 500, requestId: requestId() },
      headers: bearer(token),
    });
    const onGateway = await upload(token, gateway.json().value.id, png);
    expect(onGateway.statusCode).toBe(400);
    expect(onGateway.json().error.code).toBe('BAD_REQUEST');

    expect((await review(depositId, 'reject')).json().value.status).toBe('declined');
    const rejected = await upload(token, depositId, png);
    expect(rejected.json().error.code).toBe('DEPOSIT_CLOSED');
    expect((await readReceipt(depositId)).json().error.code).toBe('NOT_FOUND');
  });

  it('refuses what is not a PNG or JPEG of 1 byte to 5 MB, on the receipt field', async () => {
    const { token, depositId } = await memberWithTransfer();
    const cases: { name: string; body: Buffer | string; type: string | null; expected: object }[] =
      [
        {
          name: 'empty',
          body: Buffer.alloc(0),
          type: 'image/png',
          expected: { receipt: 'required' },
        },
        {
          name: 'a fake PNG header',
          body: Buffer.concat([png.subarray(0, 8), Buffer.from('not really a picture')]),
          type: 'image/png',
          expected: { receipt: 'invalid' },
        },
        {
          name: 'a cut-off PNG',
          body: png.subarray(0, png.length - 20),
          type: 'image/png',
          expected: { receipt: 'invalid' },
        },
        {
          name: 'text sent as a JPEG',
          body: Buffer.from('GIF89a....'),
          type: 'image/jpeg',
          expected: { receipt: 'invalid' },
        },
        {
          name: 'a JPEG sent as a PNG',
          body: jpeg,
          type: 'image/png',
          expected: { receipt: 'invalid' },
        },
        {
          name: 'JSON',
          body: '{"receipt":"x"}',
          type: 'application/json',
          expected: { receipt: 'invalid' },
        },
      ];
    for (const { name, body, type, expected } of cases) {
      const refused = await upload(token, depositId, body, type);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error, name).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: expected,
      });
    }

    for (const type of ['image/gif', null]) {
      const unreadable = await upload(token, depositId, png, type);
      expect(unreadable.statusCode, String(type)).toBe(415);
      expect(unreadable.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { receipt: 'invalid' },
      });
    }

    const tooLarge = await upload(token, depositId, Buffer.alloc(fiveMegabytes + 1, png));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { receipt: 'tooLarge' },
    });
    // None of them was stored.
    expect((await readReceipt(depositId)).json().error.code).toBe('NOT_FOUND');
  });

  it('is rate limited like the deposit calls', async () => {
    const { token, depositId } = await memberWithTransfer();
    for (let n = 0; n < receiptsPerMinute; n += 1)
      expect((await upload(token, depositId, png)).statusCode).toBe(200);
    const limited = await upload(token, depositId, png);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('receiptImageType', () => {
  it('reads the type from the bytes, not from a name or a header', () => {
    expect(receiptImageType(png)).toBe('image/png');
    expect(receiptImageType(jpeg)).toBe('image/jpeg');
    expect(receiptImageType(png.subarray(0, 16))).toBeNull();
    expect(receiptImageType(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(receiptImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
    expect(receiptImageType(Buffer.alloc(0))).toBeNull();
  });
});
