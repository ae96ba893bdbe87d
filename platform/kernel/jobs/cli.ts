/**
 * The operator CLI's `jobs` commands. platform/cli.ts dispatches to `jobsCommand` and sends the
 * request it returns to the operator API (socket or in-process), then calls `render`.
 */
import { parseArgs } from 'node:util';
import { jobStates } from './definition.ts';
import type { JobSummary } from './inspect.ts';

/** Usage lines of the jobs commands, for the CLI's help text. */
export const jobsUsage = `  jobs list [--state ${jobStates.join('|')}] [--name NAME] [--last N]
                                           the newest N (default 50, at most 500) jobs of the job runner,
                                           newest first, with attempts and the last error of failed ones
  jobs retry ID                            put failed job ID back in its queue with one more attempt`;

/** A request to the operator API and how to print its answer (the CLI's command shape). */
export interface JobsCommand {
  request: { method: 'GET' | 'POST'; url: string };
  render: (value: unknown, io: { out(line: string): void }) => void;
}

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

/**
 * Builds the `jobs list` or `jobs retry` request from `args`; `usageError` makes the CLI's
 * error for wrong input (exit code 2).
 */
export function jobsCommand(args: string[], usageError: (message: string) => Error): JobsCommand {
  const [action, ...rest] = args;
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        state: { type: 'string' },
        name: { type: 'string' },
        last: { type: 'string' },
        json: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (action === 'list') {
    if (positionals.length > 0) throw usageError(`Unexpected argument "${positionals[0]}".`);
    if (values.state !== undefined && !(jobStates as readonly string[]).includes(values.state))
      throw usageError(`--state is one of ${jobStates.join(', ')}.`);
    if (values.last !== undefined && !/^[1-9]\d{0,2}$/.test(values.last))
      throw usageError('--last takes a number of jobs from 1 to 500.');
    const query = new URLSearchParams();
    if (values.state !== undefined) query.set('state', values.state);
    if (values.name !== undefined) query.set('name', values.name);
    if (values.last !== undefined) query.set('limit', values.last);
    const search = query.toString();
    return {
      request: { method: 'GET', url: `/jobs${search ? `?${search}` : ''}` },
      render(value, io) {
        const jobs = Array.isArray(value) ? (value as Listed[]) : [];
        if (jobs.length === 0) io.out('No jobs.');
        for (const job of jobs) io.out(describe(job));
      },
    };
  }
  if (action === 'retry') {
    if (positionals.length !== 1 || values.state || values.name || values.last)
      throw usageError('Use "jobs retry ID" with the id jobs list shows.');
    return {
      request: { method: 'POST', url: `/jobs/${encodeURIComponent(positionals[0]!)}/retry` },
      render(value, io) {
        const job = value as Listed;
        io.out(`Job ${job.id} (${job.name}) is queued again: ${describe(job)}`);
      },
    };
  }
  throw usageError('Use "jobs list" or "jobs retry ID".');
}
