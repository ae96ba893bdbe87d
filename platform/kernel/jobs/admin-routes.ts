/**
 * Operator routes of the job runner: jobs by state and name, and putting a failed one back in
 * its queue (`npm run operator -- jobs list | jobs retry ID`).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  operatorResponses,
  type OperatorAnswerOptions,
} from '../../../schemas/api/operator-responses.ts';
import { jobNamePattern, jobStates } from './definition.ts';
import type { JobRunner } from './runner.ts';

/** Most jobs one list answers. */
export const maxListedJobs = 500;

/** `GET /jobs` query: the newest jobs, by state and name. */
const jobsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    state: { type: 'string', enum: jobStates },
    name: {
      type: 'string',
      maxLength: 100,
      pattern: jobNamePattern.source,
      description: 'must be a job name such as sessions.delete-expired',
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: maxListedJobs,
      description: `must be a number from 1 to ${maxListedJobs}`,
    },
  },
} as const;

/** `POST /jobs/:id/retry` params: the job's id (the runner answers an unknown one). */
const retryParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the job routes on the operator API. */
export function jobsAdminRoutes(
  scope: FastifyInstance,
  options: { jobs: Pick<JobRunner, 'list' | 'retry'> },
): void {
  const app = scope.withTypeProvider<Provider>();
  const { jobs } = options;

  app.get(
    '/jobs',
    {
      schema: {
        querystring: jobsQuerySchema,
        response: { 200: operatorResponses.jobs, ...errors },
      },
    },
    async (request) => {
      const { state, name, limit } = request.query;
      return { value: await jobs.list({ state, name, limit }) };
    },
  );

  app.post(
    '/jobs/:id/retry',
    { schema: { params: retryParamsSchema, response: { 200: operatorResponses.job, ...errors } } },
    async (request) => ({
      value: await jobs.retry(request.params.id),
    }),
  );
}
