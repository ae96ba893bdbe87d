import { getSecurityOverview } from '../api/member-security.ts';
import { defineResource } from './query.ts';

/**
 * The overview of "My account", keyed by token (another login has its own) and language (the
 * platform answers in the request's language, as every member call does).
 */
export const securityOverviewResource = defineResource({
  name: 'securityOverview',
  key: ({ token, language }: { token: string; language: string }) => `${token}|${language}`,
  fetch: (_param: { token: string; language: string }, signal) => getSecurityOverview(signal),
});
