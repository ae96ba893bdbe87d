/**
 * Operator routes of the job runner: jobs by state and name, and putting a failed one back in
 * its queue (`npm run operator -- jobs list | jobs retry ID`).
 */
import type { FastifyInstance } from 'fastify';
import { bodyOf, optionalText } from '../../admin-input.ts';
import { validationError } from '../../errors.ts';
import { isJobName, jobStates, type JobState } from './definition.ts';
import type { JobRunner } from './runner.ts';

/** Most jobs one list answers. */
export const maxListedJobs = 500;

/** Registers the job routes on the operator API. */
export function jobsAdminRoutes(
  app: FastifyInstance,
  options: { jobs: Pick<JobRunner, 'list' | 'retry'> },
): void {
  const { jobs } = options;

  app.get('/jobs', async (request) => {
    const query = bodyOf(request.query);
    const state = optionalText(query, 'state');
    const name = optionalText(query, 'name');
    const limit = optionalText(query, 'limit');
    if (state !== undefined && !(jobStates as readonly string[]).includes(state))
      throw validationError({ state: `must be one of ${jobStates.join(', ')}` });
    if (name !== undefined && !isJobName(name))
      throw validationError({ name: 'must be a job name such as sessions.delete-expired' });
    if (limit !== undefined && (!/^\d{1,3}$/.test(limit) || +limit < 1 || +limit > maxListedJobs))
      throw validationError({ limit: `must be a number from 1 to ${maxListedJobs}` });
    return {
      value: await jobs.list({
        state: state as JobState | undefined,
        name,
        limit: limit === undefined ? undefined : Number(limit),
      }),
    };
  });

  app.post<{ Params: { id: string } }>('/jobs/:id/retry', async (request) => ({
    value: await jobs.retry(request.params.id),
  }));
}
