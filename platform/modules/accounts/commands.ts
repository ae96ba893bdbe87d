/**
 * The accounts module's operator commands, beside its operator routes (admin-routes.ts):
 * `outbox` and `member create|show|label|rank|revoke-sessions|lock|unlock`.
 */
import {
  checkBrandId,
  defineCommand,
  list,
  memberOptions,
  queryString,
  record,
  str,
  UsageError,
  type CliIo,
  type CommandDefinition,
  type Fields,
} from '../../kernel/cli-kit.ts';
import { clubRanks } from './ranks.ts';

const outbox = defineCommand({
  name: 'outbox',
  description:
    'the last N SMS and e-mails the platform sent, oldest first: verification codes, temporary passwords',
  options: {
    brand: { value: 'ID', description: 'only those of this brand' },
    to: { value: 'NUMBER_OR_EMAIL', description: 'only those to +639171234567 or an address' },
    channel: { value: 'sms|email', description: 'only SMS or only e-mails' },
    last: { value: 'N', description: 'how many (default 20, at most 500)' },
  },
  prepare({ options }) {
    if (options.channel !== undefined && !['sms', 'email'].includes(options.channel))
      throw new UsageError('--channel is sms or email.');
    if (options.last !== undefined && !/^[1-9]\d{0,2}$/.test(options.last))
      throw new UsageError('--last takes a number of messages from 1 to 500.');
    const { to, channel, last } = options;
    return {
      request: {
        method: 'GET',
        url: `/outbox${queryString({ brand: checkBrandId(options.brand), to, channel, last })}`,
      },
      render(value, io) {
        const rows = list(value);
        if (rows.length === 0) io.out('No messages.');
        for (const row of rows)
          io.out(
            `#${str(row.id)}  ${str(row.createdAt)}  ${str(row.channel).padEnd(5)}  ${str(row.brandId)}  ${str(row.recipient)}  [${str(row.purpose)}]  ${str(row.body)}`,
          );
      },
    };
  },
});

/** The member `--brand` and `--username` name, with the brand id checked. */
const target = (options: { brand: string; username: string }) => ({
  brand: checkBrandId(options.brand),
  username: options.username,
});

function passwordState(v: Fields): string {
  if (!v.hasPassword) return 'none (registered by mobile or a trial)';
  if (v.usesDefaultPassword) return "the brand's default password (must be changed at login)";
  if (v.temporaryPassword) return 'temporary, e-mailed (must be changed at login)';
  return `set ${str(v.passwordChangedAt)}`;
}

function roleOf(isAgent: number): string {
  if (isAgent === 0) return 'member';
  return isAgent === 4 ? 'trial (free play)' : `agent (type ${isAgent})`;
}

function renderMember(value: unknown, io: CliIo): void {
  const v = record(value);
  const labels = list(v.labels)
    .map((l) => `${str(l.text)} (${str(l.color)} on ${str(l.backgroundColor)})`)
    .join(', ');
  const rows: [string, string][] = [
    ['role', `${roleOf(Number(v.isAgent))}, isAgent ${str(v.isAgent)}`],
    ['mobile', str(v.mobile) || '-'],
    ['e-mail', str(v.email) || '-'],
    ['rank', `${str(v.rank)} ${str(v.rankLabel)}`],
    ['labels', labels || '-'],
    ['referral code', str(v.referralCode)],
    ['affiliate code', str(v.affiliateCode) || '-'],
    ['upline', str(v.upline) || '-'],
    ['referred by', str(v.referredBy) || '-'],
    ['password', passwordState(v)],
    ['balance', `${str(v.balanceMinor)} ${str(v.currency)} minor units`],
    ['live sessions', str(v.liveSessions)],
    ['locked', v.lockedAt ? `since ${str(v.lockedAt)} (member unlock lifts it)` : 'no'],
    ['registered', `${str(v.createdAt)}${v.registerMethod ? ` (${str(v.registerMethod)})` : ''}`],
  ];
  io.out(
    `${str(v.username)} (brand ${str(v.brandId)}, id ${str(v.id)}, customer id ${str(v.customerId)})`,
  );
  for (const [name, text] of rows) io.out(`  ${`${name}:`.padEnd(16)} ${text}`);
}

const create = defineCommand({
  name: 'create',
  description:
    "create a member (or an agent with --agent). Without --password it gets the brand's default password and must change it at the first login. For an agent, --affiliate is its own invitation code (generated when left out); for a member, the code of the agent that becomes its upline",
  options: {
    ...memberOptions,
    password: { value: 'P', description: "its password (the brand's default when left out)" },
    agent: { value: '1|2|41|42', description: 'create an agent of this type (spec §6)' },
    affiliate: { value: 'CODE', description: "an agent's own code, or a member's upline code" },
    mobile: { value: 'NUMBER', description: 'its mobile number, such as +639171234567' },
  },
  prepare({ options }) {
    if (options.agent !== undefined && !['1', '2', '41', '42'].includes(options.agent))
      throw new UsageError('--agent is one of 1, 2, 41, 42 (the agent types of spec §6).');
    const body = {
      ...target(options),
      password: options.password,
      agent: options.agent === undefined ? undefined : Number(options.agent),
      affiliate: options.affiliate,
      mobile: options.mobile,
    };
    return {
      request: { method: 'POST', url: '/members', body },
      render(value, io) {
        const v = record(value);
        const role = Number(v.isAgent) === 0 ? 'member' : `agent (type ${str(v.isAgent)})`;
        io.out(
          `Created ${role} ${str(v.username)} in brand ${str(v.brandId)} (id ${str(v.id)}, customer id ${str(v.customerId)}).`,
        );
        if (v.affiliateCode) io.out(`Affiliate code: ${str(v.affiliateCode)}`);
        if (v.upline) io.out(`Upline: ${str(v.upline)}`);
        if (options.password === undefined)
          io.out(
            "It logs in with the brand's default password and must change it at the first login.",
          );
      },
    };
  },
});

const show = defineCommand({
  name: 'show',
  description:
    "a member's role, contacts, rank, labels, codes, password state, balance and live sessions",
  options: memberOptions,
  prepare: ({ options }) => ({
    request: { method: 'GET', url: `/members${queryString(target(options))}` },
    render: renderMember,
  }),
});

const label = defineCommand({
  name: 'label',
  description: "add a label to the member's info (memberLabel)",
  options: {
    ...memberOptions,
    text: { value: 'T', description: 'the label text', required: true },
    color: { value: '#RRGGBB', description: 'the text colour', required: true },
    background: { value: '#RRGGBB', description: 'the background colour', required: true },
  },
  prepare: ({ options }) => ({
    request: {
      method: 'POST',
      url: '/members/label',
      body: {
        ...target(options),
        text: options.text,
        color: options.color,
        background: options.background,
      },
    },
    render(value, io) {
      const v = record(value);
      const labels = list(v.labels).map((l) => str(l.text));
      io.out(
        `Label "${options.text}" added to ${str(v.username)} (labels now: ${labels.join(', ')}).`,
      );
    },
  }),
});

const rank = defineCommand({
  name: 'rank',
  description: `set the club rank (${clubRanks.map((r) => `${r.rankLevel} ${r.labelName}`).join(', ')})`,
  options: {
    ...memberOptions,
    rank: { value: 'N', description: 'the rank number', required: true },
  },
  prepare({ options }) {
    if (!/^\d{1,3}$/.test(options.rank))
      throw new UsageError('member rank needs --rank with a rank number such as 3.');
    return {
      request: {
        method: 'POST',
        url: '/members/rank',
        body: { ...target(options), rank: Number(options.rank) },
      },
      render(value, io) {
        const v = record(value);
        io.out(`${str(v.username)} is now rank ${str(v.rank)} (${str(v.rankLabel)}).`);
      },
    };
  },
});

const revokeSessions = defineCommand({
  name: 'revoke-sessions',
  description:
    'log the member out everywhere: end every session, the game launches they opened and every remember-me token (the password stays)',
  options: memberOptions,
  prepare: ({ options }) => ({
    request: { method: 'POST', url: '/members/revoke-sessions', body: target(options) },
    render(value, io) {
      const v = record(value);
      io.out(
        `Ended ${str(v.endedSessions)} live session(s) of ${str(v.username)} in brand ${str(v.brandId)}, with their game launches and remember-me tokens.`,
      );
    },
  }),
});

/** `member lock` and `member unlock`. */
function lockCommand(locked: boolean) {
  return defineCommand({
    name: locked ? 'lock' : 'unlock',
    description: locked
      ? 'lock the account: no login by any path (password, SMS, remember me, password reset) until unlocked; ends its sessions, game launches and remember-me tokens at once'
      : 'unlock a locked account: the member can log in again',
    options: memberOptions,
    prepare: ({ options }) => ({
      request: {
        method: 'POST',
        url: locked ? '/members/lock' : '/members/unlock',
        body: target(options),
      },
      render(value, io) {
        const v = record(value);
        io.out(
          v.lockedAt
            ? `${str(v.username)} is locked (since ${str(v.lockedAt)}); its sessions and remember-me tokens are ended.`
            : `${str(v.username)} is not locked; it can log in.`,
        );
      },
    }),
  });
}

/** The accounts module's operator commands. */
export const accountCommands: readonly CommandDefinition[] = [
  outbox,
  {
    name: 'member',
    description: 'create, show, label, rank, lock and unlock members, and end their sessions',
    commands: [create, show, label, rank, revokeSessions, lockCommand(true), lockCommand(false)],
  },
];
