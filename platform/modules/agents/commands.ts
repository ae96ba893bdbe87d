/**
 * The agent tree's operator commands, beside its operator routes (admin-routes.ts):
 * `agent make|unmake|move|tree|history USERNAME --brand ID`, and the contract commands
 * (contract-commands.ts).
 */
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  record,
  str,
  strings,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';
import { agentTypes } from '../../../engine/core/roles.ts';
import { teamDepthMax } from '../../../schemas/api/operator-agents.ts';
import { contractCommands } from './contract-commands.ts';

const username = [{ name: 'USERNAME', description: 'the member' }];
const brand = { value: 'ID', description: 'the brand', required: true } as const;
const note = { value: 'TEXT', description: 'why, kept in its history' } as const;

/** A member's role in words. */
function role(isAgent: unknown): string {
  return Number(isAgent) === 0 ? 'player' : `agent type ${str(isAgent)}`;
}

/** One line about a member's place: role, level, uplines and affiliate code. */
function placeLine(value: unknown): string {
  const v = record(value);
  const uplines = strings(v.uplines);
  return [
    `${str(v.username)}: ${role(v.isAgent)}`,
    ...(Number(v.level) > 0 ? [`level ${str(v.level)}`] : []),
    uplines.length > 0 ? `under ${uplines.join(' < ')}` : 'at the top',
    ...(v.affiliateCode ? [`affiliate code ${str(v.affiliateCode)}`] : []),
  ].join(', ');
}

const renderPlace = (value: unknown, io: CliIo) => io.out(placeLine(value));

/** `n` things in words: "1 agent", "2 agents". */
const counted = (n: unknown, thing: string) => `${str(n)} ${thing}${Number(n) === 1 ? '' : 's'}`;

function renderTree(value: unknown, io: CliIo): void {
  const v = record(value);
  io.out(
    `${placeLine(v.member)}; team: ${counted(v.agents, 'agent')}, ${counted(v.players, 'player')}`,
  );
  for (const downline of list(v.team))
    io.out(
      `${'  '.repeat(Number(downline.depth))}${str(downline.username)}${Number(downline.isAgent) === 0 ? '' : ` (${role(downline.isAgent)})`}`,
    );
}

function renderHistory(value: unknown, io: CliIo): void {
  const changes = list(value);
  if (changes.length === 0) io.out('No changes in the tree.');
  const upline = (name: unknown) => str(name) || 'the top';
  for (const c of changes) {
    const what =
      c.kind === 'moved'
        ? `moved from ${upline(c.fromUpline)} to ${upline(c.toUpline)}`
        : `${c.kind === 'made-agent' ? 'made' : 'unmade'}: ${role(c.fromType)} -> ${role(c.toType)}`;
    io.out(`${str(c.at)}  ${what}${c.note ? `  (${str(c.note)})` : ''}`);
  }
}

/** The body naming the member of a command. */
const named = (args: readonly string[], options: { brand: string; note?: string }) => ({
  brand: checkBrandId(options.brand),
  username: args[0],
  ...(options.note === undefined ? {} : { note: options.note }),
});

const make = defineCommand({
  name: 'make',
  description:
    "make a player an agent (it gets an affiliate code); refused for a level deeper than the brand's agents.maxLevels",
  arguments: username,
  options: {
    brand,
    type: { value: agentTypes.join('|'), description: 'its agent type (spec §6, default 1)' },
    note,
  },
  prepare({ args, options }) {
    if (options.type !== undefined && !agentTypes.map(String).includes(options.type))
      throw new UsageError(
        `--type is one of ${agentTypes.join(', ')} (the agent types of spec §6).`,
      );
    return {
      request: {
        method: 'POST',
        url: '/agents/make',
        body: {
          ...named(args, options),
          ...(options.type === undefined ? {} : { type: Number(options.type) }),
        },
      },
      showFields: true,
      render: renderPlace,
    };
  },
});

const unmake = defineCommand({
  name: 'unmake',
  description: 'make an agent a player again; its team must be moved elsewhere first',
  arguments: username,
  options: { brand, note },
  prepare: ({ args, options }) => ({
    request: { method: 'POST', url: '/agents/unmake', body: named(args, options) },
    showFields: true,
    render: renderPlace,
  }),
});

const move = defineCommand({
  name: 'move',
  description:
    'move a member, with its whole team, under another agent or to the top of the tree (kept in its history)',
  arguments: username,
  options: {
    brand,
    under: { value: 'AGENT', description: 'the agent that becomes its upline' },
    top: { description: 'leave it without an upline' },
    note,
  },
  prepare({ args, options }) {
    if ((options.under === undefined) === !options.top)
      throw new UsageError('Give either --under AGENT or --top.');
    return {
      request: {
        method: 'POST',
        url: '/agents/move',
        body: {
          ...named(args, options),
          ...(options.under === undefined ? { top: true } : { under: options.under }),
        },
      },
      showFields: true,
      render: renderPlace,
    };
  },
});

const tree = defineCommand({
  name: 'tree',
  description: "print a member's place and its team, each downline indented by its level",
  arguments: username,
  options: {
    brand,
    depth: { value: 'N', description: `only the first N levels (1 to ${teamDepthMax})` },
  },
  prepare({ args, options }) {
    const depth = options.depth === undefined ? undefined : Number(options.depth);
    if (depth !== undefined && !(Number.isInteger(depth) && depth >= 1 && depth <= teamDepthMax))
      throw new UsageError(`--depth takes a number of levels from 1 to ${teamDepthMax}.`);
    return {
      request: {
        method: 'POST',
        url: '/agents/tree',
        body: { ...named(args, options), ...(depth === undefined ? {} : { depth }) },
      },
      render: renderTree,
    };
  },
});

const history = defineCommand({
  name: 'history',
  description: "a member's changes in the tree, oldest first: made or unmade an agent, moved",
  arguments: username,
  options: { brand },
  prepare: ({ args, options }) => ({
    request: { method: 'POST', url: '/agents/history', body: named(args, options) },
    render: renderHistory,
  }),
});

/** The `agent` command group. */
export const agentCommands: readonly CommandDefinition[] = [
  {
    name: 'agent',
    description:
      "the agent tree and contracts: make or unmake agents, move members, print a team, its history; offer, list and end contracts, an agent's income",
    commands: [make, unmake, move, tree, history, ...contractCommands],
  },
];
