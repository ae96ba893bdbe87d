/**
 * Operator routes of the test clock (`npm run operator -- clock`): `GET /test-clock` reads it,
 * `POST /test-clock` moves it forward and then runs the job runner's beat, so the draws,
 * settlements and expiries due at the new time are done when the call answers. A platform
 * started without `TEST_CLOCK=true` answers both with 409 `TEST_CLOCK_OFF`.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../schemas/api/envelope.ts';
import type { OperatorAnswerOptions } from '../../schemas/api/operator-responses.ts';
import { testClockMoveSchema, testClockResponses } from '../../schemas/api/test-clock.ts';
import { ClockMoveError, type AdjustableClock } from './clock.ts';
import { PlatformError, validationError } from './errors.ts';
import type { BeatReport, JobRunner } from './jobs/index.ts';

/** What the test clock's routes need. */
export interface TestClockRouteOptions {
  /** The platform's test clock; undefined when TEST_CLOCK is off. */
  testClock: AdjustableClock | undefined;
  jobs: Pick<JobRunner, 'runDue'>;
  /** Why there is no test clock, when the default ("start the platform with TEST_CLOCK=true") misleads. */
  offMessage?: string;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/**
 * Runs the beat that sees the moved clock. A beat the timer had under way read the time before
 * the move, and `runDue` hands that one back: the second beat starts after it, at the new time.
 */
async function beatAfterMove(jobs: Pick<JobRunner, 'runDue'>): Promise<BeatReport> {
  const first = await jobs.runDue();
  const second = await jobs.runDue();
  return {
    enqueued: first.enqueued + second.enqueued,
    completed: first.completed + second.completed,
    failed: first.failed + second.failed,
  };
}

/** Registers the test clock's operator routes. */
export function testClockRoutes(scope: FastifyInstance, options: TestClockRouteOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { testClock, jobs } = options;
  const clockOn = (): AdjustableClock => {
    if (testClock) return testClock;
    throw new PlatformError('TEST_CLOCK_OFF', { message: options.offMessage });
  };
  const reading = (clock: AdjustableClock) => ({ now: clock.now(), offsetMs: clock.offsetMs() });

  app.get(
    '/test-clock',
    { schema: { response: { 200: testClockResponses.reading, ...errors } } },
    async () => ({ value: reading(clockOn()) }),
  );

  app.post(
    '/test-clock',
    {
      schema: { body: testClockMoveSchema, response: { 200: testClockResponses.moved, ...errors } },
    },
    async (request) => {
      const clock = clockOn();
      const { advanceSeconds, at } = request.body;
      if ((advanceSeconds === undefined) === (at === undefined))
        throw validationError({
          [at === undefined ? 'advanceSeconds' : 'at']:
            'give either advanceSeconds or at, exactly one of them',
        });
      const field = at === undefined ? 'advanceSeconds' : 'at';
      try {
        if (at === undefined) clock.advance((advanceSeconds ?? 0) * 1000);
        else clock.set(at);
      } catch (error) {
        if (error instanceof ClockMoveError) throw validationError({ [field]: error.message });
        throw error;
      }
      const beat = await beatAfterMove(jobs);
      return { value: { ...reading(clock), beat } };
    },
  );
}
