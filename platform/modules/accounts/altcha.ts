/**
 * ALTCHA human verification (proof of work) with the v2 API of altcha-lib, which is the
 * challenge format the `altcha` 3.x widget solves: the widget GETs the challenge JSON
 * (`{ parameters, signature }`), finds the counter with SHA-256 in web workers, and submits
 * base64 of `{ challenge: { parameters, signature }, solution: { counter, derivedKey, time } }`.
 *
 * Challenges are deterministic (a random counter with a signed derived-key prefix and key
 * signature), so solving costs a bounded few thousand hashes and verifying costs one HMAC.
 * Each accepted payload is remembered until its challenge expires, so it works once.
 */
import { createHash } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, lte } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { altchaUsed } from './tables.ts';
import { apiError } from '../../kernel/errors.ts';
import { sharedSecret } from '../../kernel/secrets/secrets.ts';

/** How hard and how long-lived challenges are. */
export interface AltchaSettings {
  /** The counter the solver must reach is drawn from this range (work = counter hashes). */
  counterMin: number;
  counterMax: number;
  /** Seconds a challenge (and so its payload) stays valid. */
  lifetimeSeconds: number;
}

/**
 * A few thousand SHA-256 rounds: well under a second in the widget's workers on a phone, yet
 * every request still costs a bot real work.
 */
export const defaultAltchaSettings: AltchaSettings = {
  counterMin: 2_000,
  counterMax: 8_000,
  lifetimeSeconds: 300,
};

const algorithm = 'SHA-256';

/** Issues and checks ALTCHA challenges. */
export interface HumanVerifier {
  /** A new challenge for brand `brandId` (the raw JSON the widget expects). */
  challenge(brandId: string): Promise<Challenge>;
  /**
   * Accepts a widget payload once: throws `HUMAN_VERIFICATION_FAILED` when it is malformed,
   * for another brand, expired, forged, wrongly solved or already used.
   */
  verify(brandId: string, payload: string): Promise<void>;
}

interface Secrets {
  signature: string;
  keySignature: string;
}

function parsePayload(payload: string): { challenge: Challenge; solution: unknown } | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof decoded !== 'object' || decoded === null) return null;
  const { challenge, solution } = decoded as { challenge?: unknown; solution?: unknown };
  // The widget's test mode sends `{ challenge: null, solution: null, test: true }`.
  if (typeof challenge !== 'object' || challenge === null) return null;
  if (typeof solution !== 'object' || solution === null) return null;
  const { parameters, signature } = challenge as { parameters?: unknown; signature?: unknown };
  if (typeof parameters !== 'object' || parameters === null || typeof signature !== 'string')
    return null;
  return { challenge: challenge as Challenge, solution };
}

/** A verifier whose signing secrets live in the database (shared by every instance). */
export function humanVerifier(
  db: Database,
  clock: Clock,
  settings: AltchaSettings = defaultAltchaSettings,
): HumanVerifier {
  let secrets: Promise<Secrets> | undefined;
  const loadSecrets = () => {
    secrets ??= Promise.all([
      sharedSecret(db, 'altcha-signature'),
      sharedSecret(db, 'altcha-key-signature'),
    ]).then(
      ([signature, keySignature]) => ({ signature, keySignature }),
      (error: unknown) => {
        secrets = undefined;
        throw error;
      },
    );
    return secrets;
  };
  const failed = () => apiError('HUMAN_VERIFICATION_FAILED');

  return {
    async challenge(brandId) {
      const { signature, keySignature } = await loadSecrets();
      return createChallenge({
        algorithm,
        cost: 1,
        counter: randomInt(settings.counterMax, settings.counterMin),
        deriveKey,
        // Signed with the challenge, so a payload solved on one brand is refused on another.
        data: { brand: brandId },
        expiresAt: new Date(clock.now().getTime() + settings.lifetimeSeconds * 1000),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },

    async verify(brandId, payload) {
      const parsed = parsePayload(payload);
      if (!parsed) throw failed();
      const { parameters, signature } = parsed.challenge;
      // altcha-lib checks expiry against the system time; the platform clock decides too, so
      // tests can expire a challenge by moving the clock.
      const expiresAt = parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= clock.now().getTime())
        throw failed();
      if (parameters.algorithm !== algorithm || parameters.data?.brand !== brandId) throw failed();
      const keys = await loadSecrets();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          // verifySolution checks the solution's shape itself (hex key, integer counter).
          solution: parsed.solution as Solution,
          deriveKey,
          hmacSignatureSecret: keys.signature,
          hmacKeySignatureSecret: keys.keySignature,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified || signature === undefined) throw failed();
      // The signature identifies the challenge; storing its hash keeps the row small.
      const key = createHash('sha256').update(signature).digest('base64url');
      const now = clock.now();
      await db.delete(altchaUsed).where(lt(altchaUsed.expiresAt, now));
      const inserted = await db
        .insert(altchaUsed)
        .values({ signature: key, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: altchaUsed.signature });
      if (inserted.length === 0) throw failed();
    },
  };
}

/**
 * Deletes replay records of ALTCHA challenges that expired (a payload of an expired challenge
 * is refused anyway); returns how many.
 */
export async function deleteExpiredAltchaRecords(db: Database, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(altchaUsed)
    .where(lte(altchaUsed.expiresAt, clock.now()))
    .returning({ signature: altchaUsed.signature });
  return deleted.length;
}
