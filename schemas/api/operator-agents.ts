/**
 * The agent tree's operator calls (`npm run operator -- agent ...`, docs/agents.md): make or
 * unmake an agent, move a member under another agent or to the top, print a team, and read a
 * member's history in the tree.
 */
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, count, instant } = answerValues;

/** The deepest team listing a call answers. */
export const teamDepthMax = 50;

const note = { type: 'string', minLength: 1, maxLength: 500 } as const;
const memberNamed = { brand: text, username: text } as const;

/** `POST /agents/make`: make a player an agent of `type` (default 1). */
export const agentMakeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: { ...memberNamed, type: { type: 'integer' }, note },
} as const;

/** `POST /agents/unmake`: make an agent without a team a player again. */
export const agentUnmakeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: { ...memberNamed, note },
} as const;

/** `POST /agents/move`: move a member with its team under the agent `under`, or to the top. */
export const agentMoveBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: { ...memberNamed, under: text, top: { type: 'boolean' }, note },
} as const;

/** `POST /agents/tree`: a member's team down to `depth` levels. */
export const agentTreeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'username'],
  properties: { ...memberNamed, depth: { type: 'integer', minimum: 1, maximum: teamDepthMax } },
} as const;

/** `POST /agents/history`: a member's changes in the tree. */
export const agentHistoryBodySchema = agentUnmakeBodySchema;

/** A member's place in the tree. */
const placeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'isAgent', 'level', 'uplines', 'affiliateCode'],
  properties: {
    username: text,
    isAgent: { type: 'integer' },
    /** The agent's level (1 at the top); 0 for a player. */
    level: count,
    /** Its uplines' usernames, the nearest first. */
    uplines: { type: 'array', items: text },
    affiliateCode: textOrNull,
  },
} as const;

/** The answers of the agent tree's operator calls. */
export const operatorAgentResponses = {
  place: envelope(placeSchema),
  tree: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['member', 'team', 'agents', 'players'],
    properties: {
      member: placeSchema,
      team: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'isAgent', 'depth'],
          properties: { username: text, isAgent: { type: 'integer' }, depth: count },
        },
      },
      /** Agents and players in the whole team, whatever `depth` listed. */
      agents: count,
      players: count,
    },
  }),
  history: envelope({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['at', 'kind', 'fromUpline', 'toUpline', 'fromType', 'toType', 'note'],
      properties: {
        at: instant,
        kind: text,
        fromUpline: textOrNull,
        toUpline: textOrNull,
        fromType: { type: 'integer' },
        toType: { type: 'integer' },
        note: textOrNull,
      },
    },
  }),
} as const;
