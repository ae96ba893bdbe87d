import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

const failure = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), code === undefined ? {} : { code });

describe('isDatabaseUnavailable', () => {
  it('knows an unreachable, restarting or full database, also wrapped in a query error', () => {
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connection failure', '08006'),
      failure('sorry, too many clients already', '53300'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      failure('Failed query: select 1', undefined, failure('read ECONNRESET', 'ECONNRESET')),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves query and code faults alone', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('syntax error at or near "selec"', '42601'),
      new TypeError('x is undefined'),
      'not an error',
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
