/**
 * Agent contracts' operator commands, beside their routes (contract-admin-routes.ts):
 * `agent offer|contracts|terminate|income`. Amounts are minor units; rates basis points.
 */
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  listLimit,
  record,
  str,
  type CliIo,
} from '../../kernel/cli-kit.ts';
import { contractKinds, dividendPeriods } from '../../../schemas/api/agent-contracts.ts';
import { settlementListMax } from '../../../schemas/api/operator-agent-contracts.ts';

const username = [{ name: 'USERNAME', description: 'the agent' }];
const brand = { value: 'ID', description: 'the brand', required: true } as const;
const tierPattern = /^([0-9]{1,16}):([0-9]{1,7}):([0-9]{1,5})$/;

/** `--tiers 0:0:100,100000:3:200`: each tier's least base, least active members and rate. */
function parseTiers(text: string) {
  return text.split(',').map((part) => {
    const match = tierPattern.exec(part.trim());
    if (!match)
      throw new UsageError(
        `--tiers takes MIN_BASE_MINOR:MIN_ACTIVE:RATE_BP tiers separated by commas, such as 0:0:100,100000:3:200 ("${part}" is not one).`,
      );
    return {
      minBaseMinor: match[1]!,
      minActiveMembers: Number(match[2]),
      rateBp: Number(match[3]),
    };
  });
}

/** One line about a contract. */
function contractLine(value: unknown): string {
  const c = record(value);
  const tiers = list(c.tiers)
    .map(
      (t) =>
        `${str(t.rateBp)} bp from ${str(t.minBaseMinor)} and ${str(t.minActiveMembers)} active`,
    )
    .join('; ');
  const from = c.offeredBy ? `offered by ${str(c.offeredBy)}` : 'offered by the brand';
  const dates = [
    ...(c.startsAt ? [`pays from ${str(c.startsAt)}`] : []),
    ...(c.endsAt ? [`until ${str(c.endsAt)} (ended by ${str(c.endedBy)})`] : []),
  ];
  return [
    `#${str(c.id)} ${str(c.agent)}: ${str(c.kind)} (${str(c.period)}), ${str(c.status)}, ${from}`,
    `tiers ${tiers}`,
    `cap ${c.capMinor === null ? 'none' : str(c.capMinor)}`,
    ...dates,
  ].join('; ');
}

const renderContract = (value: unknown, io: CliIo) => io.out(contractLine(value));

function renderContracts(value: unknown, io: CliIo): void {
  const contracts = list(value);
  if (contracts.length === 0) io.out('No contracts.');
  for (const contract of contracts) io.out(contractLine(contract));
}

function renderSettlements(value: unknown, io: CliIo): void {
  const rows = list(value);
  if (rows.length === 0) io.out('No settled periods.');
  for (const r of rows)
    io.out(
      `${str(r.periodKey).padEnd(17)} ${str(r.kind).padEnd(15)} #${str(r.contractId).padEnd(6)} base ${str(r.baseMinor)}, ${str(r.activeMembers)} active, ${str(r.rateBp)} bp: gross ${str(r.grossMinor)}, passed down ${str(r.passedDownMinor)}, paid ${str(r.payoutMinor)}`,
    );
}

const offer = defineCommand({
  name: 'offer',
  description:
    'the brand offers a contract to an agent at the top of its tree (its uplines offer the others theirs); it pays from the period after the agent accepts',
  arguments: username,
  options: {
    brand,
    kind: { value: contractKinds.join('|'), description: 'what it pays on', required: true },
    tiers: {
      value: 'BASE:ACTIVE:BP,...',
      description:
        'its tiers: the least base (minor units), the least active members, the rate in basis points',
      required: true,
    },
    period: {
      value: dividendPeriods.join('|'),
      description: "a dividend's period (default monthly)",
    },
    cap: { value: 'MINOR', description: 'the most one period pays' },
  },
  prepare({ args, options }) {
    if (!(contractKinds as readonly string[]).includes(options.kind))
      throw new UsageError(`--kind is one of ${contractKinds.join(', ')}.`);
    if (options.cap !== undefined && !/^[0-9]{1,16}$/.test(options.cap))
      throw new UsageError('--cap takes a whole number of minor units, such as 500000.');
    return {
      request: {
        method: 'POST',
        url: '/agents/contracts/offer',
        body: {
          brand: checkBrandId(options.brand),
          username: args[0],
          kind: options.kind,
          tiers: parseTiers(options.tiers),
          ...(options.period === undefined ? {} : { period: options.period }),
          ...(options.cap === undefined ? {} : { capMinor: options.cap }),
        },
      },
      showFields: true,
      render: renderContract,
    };
  },
});

const contracts = defineCommand({
  name: 'contracts',
  description: "an agent's contracts, newest first: terms, state, who offered and who ended them",
  arguments: username,
  options: { brand },
  prepare: ({ args, options }) => ({
    request: {
      method: 'POST',
      url: '/agents/contracts',
      body: { brand: checkBrandId(options.brand), username: args[0] },
    },
    render: renderContracts,
  }),
});

const terminate = defineCommand({
  name: 'terminate',
  description:
    'the brand ends an active contract: it still pays the period it is ended in (one not started yet ends at once)',
  arguments: [{ name: 'CONTRACT', description: 'the contract id (agent contracts)' }],
  options: { brand },
  prepare({ args, options }) {
    if (!/^[1-9][0-9]{0,9}$/.test(args[0] ?? ''))
      throw new UsageError('CONTRACT is the number `agent contracts` shows after #.');
    return {
      request: {
        method: 'POST',
        url: '/agents/contracts/terminate',
        body: { brand: checkBrandId(options.brand), id: Number(args[0]) },
      },
      showFields: true,
      render: renderContract,
    };
  },
});

const income = defineCommand({
  name: 'income',
  description:
    "what an agent's contracts paid, newest period first: base, active members, rate, gross, passed down and paid (0 included)",
  arguments: username,
  options: {
    brand,
    limit: {
      value: 'N',
      description: `only the N newest periods (default 50, at most ${settlementListMax})`,
    },
  },
  prepare({ args, options }) {
    const limit = listLimit(options.limit, settlementListMax);
    return {
      request: {
        method: 'POST',
        url: '/agents/settlements',
        body: {
          brand: checkBrandId(options.brand),
          username: args[0],
          ...(limit === undefined ? {} : { limit }),
        },
      },
      render: renderSettlements,
    };
  },
});

/** The contract commands of the `agent` group. */
export const contractCommands = [offer, contracts, terminate, income];
