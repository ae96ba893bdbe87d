/**
 * Receipts of bank transfers (issue 14 item 2): the player may add a picture of the transfer
 * (a PNG or JPEG screenshot or photo, spec §5 uploads: at most 5 MB) to a bank transfer deposit
 * while it waits for the operator; the operator reads it back before approving. One receipt per
 * deposit: a new upload replaces the one before, as long as the deposit is pending (the player
 * may have picked the wrong picture). The bytes are checked to be the image they claim to be,
 * whatever the request's Content-Type says.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  depositReceiptMaxBytes,
  type Deposit,
  type DepositReceiptType,
} from '../../../schemas/api/cashier.ts';
import type { FieldErrorCode } from '../../../schemas/api/errors.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, badRequest, PlatformError } from '../../kernel/errors.ts';
import { findDeposit } from './deposits.ts';
import { cashierDepositReceipts, type DepositReceiptRow } from './tables.ts';

/** The eight bytes every PNG file starts with. */
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's first chunk: the 13-byte IHDR (length, then type). */
const pngHeaderChunk = Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** The IEND chunk every PNG file ends with (empty, so its CRC is fixed). */
const pngEnd = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * What image `bytes` are, read from the bytes themselves: a PNG (signature, an IHDR chunk first
 * and the IEND chunk last) or a JPEG (start-of-image marker followed by another marker, and the
 * end-of-image marker last); null for anything else, a file with only a faked signature or a
 * cut-off upload included.
 */
export function receiptImageType(bytes: Uint8Array): DepositReceiptType | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    data.length >= pngSignature.length + pngHeaderChunk.length + 13 + 4 + pngEnd.length &&
    data.subarray(0, 8).equals(pngSignature) &&
    data.subarray(8, 16).equals(pngHeaderChunk) &&
    data.subarray(data.length - pngEnd.length).equals(pngEnd)
  )
    return 'image/png';
  if (
    data.length >= 6 &&
    data[0] === 0xff &&
    data[1] === 0xd8 &&
    data[2] === 0xff &&
    data[3]! >= 0xc0 &&
    data[3]! !== 0xff &&
    data[data.length - 2] === 0xff &&
    data[data.length - 1] === 0xd9
  )
    return 'image/jpeg';
  return null;
}

/** A receipt the request cannot be: `VALIDATION_FAILED` on the `receipt` field. */
export function receiptProblem(
  code: Extract<FieldErrorCode, 'required' | 'invalid' | 'tooLarge'>,
  message: string,
  status?: number,
): PlatformError {
  return new PlatformError('VALIDATION_FAILED', {
    message,
    fields: { receipt: code },
    ...(status === undefined ? {} : { status }),
  });
}

/** The receipt a member sends for one of their deposits. */
export interface ReceiptUpload {
  brandId: string;
  memberId: number;
  /** The deposit's public id. */
  depositId: string;
  /** The request's Content-Type (without parameters). */
  contentType: string;
  /** The request body as read, or whatever else a body that is not an image parsed into. */
  body: unknown;
}

/** The bytes of an upload, checked to be a PNG or JPEG of at most 5 MB of the type sent. */
function checkedImage(upload: ReceiptUpload): { bytes: Buffer; type: DepositReceiptType } {
  const { body, contentType } = upload;
  if (!Buffer.isBuffer(body))
    throw receiptProblem('invalid', 'Send the receipt as the raw image, image/png or image/jpeg');
  if (body.length === 0) throw receiptProblem('required', 'The receipt is empty');
  if (body.length > depositReceiptMaxBytes)
    throw receiptProblem('tooLarge', 'The receipt is larger than 5 MB', 413);
  const type = receiptImageType(body);
  if (type === null)
    throw receiptProblem(
      'invalid',
      `The receipt is not a ${contentType} image (nor a PNG or JPEG)`,
    );
  if (type !== contentType)
    throw receiptProblem('invalid', `The receipt is a ${type} image, sent as ${contentType}`);
  return { bytes: body, type };
}

/**
 * Stores (or replaces) the receipt of the member's own pending bank transfer `depositId` and
 * answers the deposit. Another member's deposit, or an unknown one, is `TX_NOT_FOUND` (checked
 * before anything about the image, so the answer tells nothing of deposits not the member's); a
 * deposit of another kind is `BAD_REQUEST`; one that is no longer pending `DEPOSIT_CLOSED`.
 */
export async function saveDepositReceipt(
  db: Database,
  clock: Clock,
  upload: ReceiptUpload,
): Promise<Deposit> {
  const found = await findDeposit(db, upload.brandId, upload.depositId);
  if (!found || found.row.memberId !== upload.memberId)
    throw apiError('TX_NOT_FOUND', { message: `No deposit ${upload.depositId}` });
  if (found.row.channelKind !== 'bank-transfer')
    throw badRequest(
      `Deposit ${upload.depositId} is a ${found.row.channelKind} deposit: only a bank transfer takes a receipt`,
    );
  if (found.deposit.status !== 'pending')
    throw apiError('DEPOSIT_CLOSED', {
      message: `Deposit ${upload.depositId} is ${found.deposit.status}: its receipt cannot change`,
    });
  const { bytes, type } = checkedImage(upload);
  const values = {
    contentType: type,
    bytes,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedAt: clock.now(),
  };
  await db
    .insert(cashierDepositReceipts)
    .values({ depositId: found.row.id, ...values })
    .onConflictDoUpdate({ target: cashierDepositReceipts.depositId, set: values });
  return (await findDeposit(db, upload.brandId, upload.depositId))!.deposit;
}

/** The receipt of brand `brandId`'s deposit `depositId` (the operator's read); null: none. */
export async function depositReceipt(
  db: Database,
  brandId: string,
  depositId: string,
): Promise<DepositReceiptRow | null> {
  const found = await findDeposit(db, brandId, depositId);
  if (!found) throw apiError('TX_NOT_FOUND', { message: `No deposit ${depositId}` });
  const [row] = await db
    .select()
    .from(cashierDepositReceipts)
    .where(eq(cashierDepositReceipts.depositId, found.row.id));
  return row ?? null;
}
