/**
 * The operator calls of the test clock (`npm run operator -- clock`, platform started with
 * `TEST_CLOCK=true`): where the platform's time stands, and moving it forward, after which one
 * beat of the job runner runs the jobs due at the new time (draws, settlements, expiries).
 */
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { count, instant } = answerValues;

/** The farthest one move goes: ten years, in seconds. */
export const maxAdvanceSeconds = 10 * 366 * 24 * 60 * 60;

/** An ISO 8601 instant with its offset: `2026-11-27T18:15:05Z`, `2026-11-28T01:15:05.250+07:00`. */
const isoInstantPattern =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2})$';

/** `POST /test-clock`: move the clock forward by `advanceSeconds`, or to the instant `at` (one of them). */
export const testClockMoveSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    advanceSeconds: {
      type: 'integer',
      minimum: 0,
      maximum: maxAdvanceSeconds,
      description: `must be a whole number of seconds from 0 to ${maxAdvanceSeconds}`,
    },
    at: {
      type: 'string',
      maxLength: 40,
      pattern: isoInstantPattern,
      description: 'must be an ISO 8601 instant with its offset, such as 2026-11-27T18:15:05Z',
    },
  },
} as const;

const clockReading = {
  /** The platform's time now. */
  now: instant,
  /** How far the test clock runs ahead of real time, in milliseconds. */
  offsetMs: count,
} as const;

/** The answers of the test clock's operator calls. */
export const testClockResponses = {
  /** `GET /test-clock`. */
  reading: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['now', 'offsetMs'],
    properties: clockReading,
  }),
  /** `POST /test-clock`: the new reading, and what the job runner's beat at the new time did. */
  moved: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['now', 'offsetMs', 'beat'],
    properties: {
      ...clockReading,
      beat: {
        type: 'object',
        additionalProperties: false,
        required: ['enqueued', 'completed', 'failed'],
        properties: {
          /** Cron occurrences that came due and were queued. */
          enqueued: count,
          /** Jobs that ran and completed. */
          completed: count,
          /** Jobs that ran and failed (they are retried as their queue says). */
          failed: count,
        },
      },
    },
  }),
} as const;
