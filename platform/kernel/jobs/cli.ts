/**
 * The operator CLI's `jobs` commands, beside the jobs' operator routes: `jobs list` and
 * `jobs retry ID`. The composition root (platform/cli.ts) lists them with the modules' commands.
 */
import { defineCommand, queryString, UsageError, type CommandDefinition } from '../cli-kit.ts';
import { jobStates } from './definition.ts';
import type { JobSummary } from './inspect.ts';

// The answer is this platform's own JobSummary serialised as JSON; dates arrive as strings.
type Listed = Omit<JobSummary, 'createdOn' | 'startAfter' | 'startedOn' | 'completedOn'> &
  Record<'createdOn' | 'startAfter', string> &
  Record<'startedOn' | 'completedOn', string | null>;

function errorOf(job: Listed): string {
  if (job.state !== 'failed' && job.state !== 'retry') return '';
  const message = (job.output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? `  error: ${message}` : '';
}

function describe(job: Listed): string {
  const attempts = `attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`;
  const when =
    job.state === 'retry' || job.state === 'created'
      ? `due ${job.startAfter}`
      : `${job.state === 'active' ? 'started' : 'finished'} ${job.completedOn ?? job.startedOn ?? job.createdOn}`;
  return `${job.id}  ${job.name}  ${job.state}  ${attempts}  ${when}${errorOf(job)}`;
}

const listJobs = defineCommand({
  name: 'list',
  description:
    'the newest N jobs of the job runner, newest first, with attempts and the last error of failed ones',
  options: {
    state: { value: jobStates.join('|'), description: 'only jobs in this state' },
    name: { value: 'NAME', description: 'only jobs of this name, such as outbox.delete-old' },
    last: { value: 'N', description: 'how many (default 50, at most 500)' },
  },
  prepare({ options: { state, name, last } }) {
    if (state !== undefined && !(jobStates as readonly string[]).includes(state))
      throw new UsageError(`--state is one of ${jobStates.join(', ')}.`);
    if (last !== undefined && !/^[1-9]\d{0,2}$/.test(last))
      throw new UsageError('--last takes a number of jobs from 1 to 500.');
    return {
      request: { method: 'GET', url: `/jobs${queryString({ state, name, limit: last })}` },
      render(value, io) {
        const jobs = Array.isArray(value) ? (value as Listed[]) : [];
        if (jobs.length === 0) io.out('No jobs.');
        for (const job of jobs) io.out(describe(job));
      },
    };
  },
});

const retryJob = defineCommand({
  name: 'retry',
  description: 'put failed job ID back in its queue with one more attempt',
  arguments: [{ name: 'ID', description: 'the job id jobs list shows' }],
  prepare: ({ args: [id = ''] }) => ({
    request: { method: 'POST', url: `/jobs/${encodeURIComponent(id)}/retry` },
    render(value, io) {
      const job = value as Listed;
      io.out(`Job ${job.id} (${job.name}) is queued again: ${describe(job)}`);
    },
  }),
});

/** The operator CLI's jobs commands. */
export const jobsCommands: readonly CommandDefinition[] = [
  {
    name: 'jobs',
    description: "list the job runner's jobs and retry failed ones",
    commands: [listJobs, retryJob],
  },
];
