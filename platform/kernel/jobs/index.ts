/**
 * The job runner's public surface. Code that owns some work builds a `JobDefinition` and
 * registers it (`runner.register`, or the `jobs` option of `startPlatform`); the kernel itself
 * defines no jobs.
 */
export {
  cleanUpJob,
  defaultRetry,
  jobStates,
  type JobDefinition,
  type JobRetry,
  type JobRun,
  type JobState,
} from './definition.ts';
export type { JobFilter, JobSummary } from './inspect.ts';
export {
  createJobRunner,
  type BeatReport,
  type JobLog,
  type JobRunner,
  type JobRunnerOptions,
} from './runner.ts';
export { parseSchedule, type CronSchedule, type JobSchedule } from './schedule.ts';
export { jobsAdminRoutes } from './admin-routes.ts';
