/**
 * The operator CLI (`npm run operator -- <command>`). It calls the running platform through
 * its unix socket; when no server listens there it opens the database itself (same DATA_DIR /
 * DATABASE_URL) and runs the same operator routes in-process, so both paths behave alike.
 * Exit codes: 0 done, 1 the operation failed, 2 the command or its input is wrong.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseJson, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { noticeTypes } from '../schemas/common.ts';
import { isLanguageCode } from '../engine/core/languages.ts';
import { buildAdminServer } from './admin.ts';
import { parseInstant } from './modules/operator/index.ts';
import { type BrandSchemas, loadBrandRegistry } from './modules/brands/index.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import { ConfigError, configVariables, loadConfig, type Config } from './kernel/config.ts';
import { PlatformError } from './kernel/errors.ts';
import {
  list,
  parse,
  record,
  str,
  stringOption,
  UsageError,
  type AdminAnswer,
  type AdminRequest,
  type CliIo,
  type Command,
  type Fields,
} from './kernel/cli-kit.ts';
import { ledgerCommand } from './modules/ledger/index.ts';
import { jobsCommand, jobsUsage } from './kernel/jobs/cli.ts';
import { createJobRunner } from './kernel/jobs/index.ts';
import { clubRanks } from './modules/accounts/index.ts';
import { openConfiguredDatabase, prepareDatabase } from './start.ts';

export type { CliIo } from './kernel/cli-kit.ts';

/** Dependencies a test may replace. */
export interface CliOptions {
  env?: Readonly<Record<string, string | undefined>>;
  io?: CliIo;
  /** Brand schemas for the in-process mode (defaults to the emitted ones). */
  brandSchemas?: BrandSchemas;
  clock?: Clock;
}

/** The CLI's usage text. */
export const usage = `Usage: npm run operator -- <command> [options]

Commands:
  status [--brand ID]                      maintenance and region restriction of every brand (or one)
  maintenance on [--brand ID] [--message TEXT] [--until ISO-8601]
                                           start maintenance for one brand, or every brand without --brand;
                                           with --until it ends by itself at that time
  maintenance off [--brand ID]             end maintenance (of every brand without --brand)
  region set ID --allow PH,SG              serve brand ID only to these countries
  region clear ID                          serve brand ID to every country
  region list                              list region restrictions
  announce --type TYPE --title TEXT --content HTML [--brand ID] [--language CODE]
           [--from ISO-8601] [--until ISO-8601]
                                           post an announcement; TYPE is one of ${noticeTypes.join(', ')}
                                           (B banner strip, PL player, PU popup, PR promotion, H help);
                                           without --brand / --language it reaches every brand / language
  announcements [--brand ID]               list announcements (of one brand and the global ones)
  announcement remove N                    delete announcement N
  brands                                   served brands (and which version), files not served and why
  outbox [--brand ID] [--to NUMBER_OR_EMAIL] [--channel sms|email] [--last N]
                                           the last N (default 20, at most 500) SMS and e-mails the
                                           platform sent, oldest first: verification codes, temporary
                                           passwords; --to takes +639171234567 or an e-mail address
  member create --brand ID --username NAME [--password P] [--agent 1|2|41|42]
                [--affiliate CODE] [--mobile +63...]
                                           create a member (or an agent with --agent). Without --password
                                           it gets the brand's default password and must change it at the
                                           first login. For an agent, --affiliate is its own invitation
                                           code (generated when left out); for a member, the code of the
                                           agent that becomes its upline
  member show --brand ID --username NAME   a member's role, contacts, rank, labels, codes, password
                                           state, balance and live sessions
  member label --brand ID --username NAME --text T --color #RRGGBB --background #RRGGBB
                                           add a label to the member's info (memberLabel)
  member rank --brand ID --username NAME --rank N
                                           set the club rank (${clubRanks.map((r) => `${r.rankLevel} ${r.labelName}`).join(', ')})
  catalog import FILE.json [--replace]     check a game catalog file (docs/games.md) and, when every row
                                           is valid, add and update its vendors and games in one go;
                                           --replace also removes those the file does not list. Every
                                           problem is printed with its JSON pointer; nothing is written
  catalog export FILE.json                 write the stored catalog in the import format
  catalog stats                            vendors and game counts per category
  seamless secret VENDOR                   the vendor's seamless-wallet signing secret (created on first
                                           ask): X-Signature is the hex HMAC-SHA256 of the raw body
  ledger verify                            check every ledger invariant (entries balance, cached balances
                                           match their postings, no member below zero, no expired
                                           reservation left pending); exits 1 and lists each drift
  ledger statement --brand ID --username NAME
                                           a member's ledger entries with the running balance
${jobsUsage}
  help                                     this text

Options for every command:
  --json                                   print the answer as JSON

The CLI talks to the running server through ADMIN_SOCKET; without a running server it works on
the database directly. It reads the same environment as the server:
${configVariables.map(([name, meaning]) => `  ${name.padEnd(20)} ${meaning}`).join('\n')}
`;

function checkInstant(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    return parseInstant(value, option).toISOString();
  } catch (error) {
    throw new UsageError(
      `--${option}: ${error instanceof PlatformError ? error.fields?.[option] : String(error)}`,
    );
  }
}

function checkBrandId(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(value)) {
    throw new UsageError(`"${value}" is not a brand id (lower-case letters, digits and dashes).`);
  }
  return value;
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);

function describeWindow(window: Fields): string {
  const until = window.endsAt ? `until ${str(window.endsAt)}` : 'until turned off';
  const message = window.message ? `: "${str(window.message)}"` : '';
  return `maintenance ${until}${message}`;
}

function scopeName(scope: unknown): string {
  return scope === '*' || scope === undefined ? 'every brand' : `brand ${str(scope)}`;
}

function passwordState(v: Fields): string {
  if (!v.hasPassword) return 'none (registered by mobile or a trial)';
  if (v.usesDefaultPassword) return "the brand's default password (must be changed at login)";
  if (v.temporaryPassword) return 'temporary, e-mailed (must be changed at login)';
  return `set ${str(v.passwordChangedAt)}`;
}

function renderMember(v: Fields, io: CliIo): void {
  const role =
    Number(v.isAgent) === 0
      ? 'member'
      : Number(v.isAgent) === 4
        ? 'trial (free play)'
        : `agent (type ${str(v.isAgent)})`;
  const labels = list(v.labels)
    .map((l) => `${str(l.text)} (${str(l.color)} on ${str(l.backgroundColor)})`)
    .join(', ');
  const rows: [string, string][] = [
    ['role', `${role}, isAgent ${str(v.isAgent)}`],
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
    ['registered', `${str(v.createdAt)}${v.registerMethod ? ` (${str(v.registerMethod)})` : ''}`],
  ];
  io.out(
    `${str(v.username)} (brand ${str(v.brandId)}, id ${str(v.id)}, customer id ${str(v.customerId)})`,
  );
  for (const [name, text] of rows) io.out(`  ${`${name}:`.padEnd(16)} ${text}`);
}

const commands: Record<string, (args: string[]) => Command> = {
  status(args) {
    const { values } = parse(args, { brand: stringOption }, 0);
    return {
      request: { method: 'GET', url: `/status${query({ brand: checkBrandId(values.brand) })}` },
      render(value, io) {
        const v = record(value);
        const global = v.globalMaintenance ? record(v.globalMaintenance) : undefined;
        io.out(`Every brand: ${global ? describeWindow(global) : 'no maintenance'}`);
        for (const brand of list(v.brands)) {
          const name = brand.name ? ` (${str(brand.name)})` : '';
          const served = brand.served ? '' : ' [not served: brand file has errors]';
          const window = brand.maintenance ? describeWindow(record(brand.maintenance)) : 'open';
          const allowed = strings(brand.allowedCountries);
          const region = allowed.length > 0 ? `only ${allowed.join(', ')}` : 'every country';
          io.out(`${str(brand.id)}${name}${served}: ${window}; ${region}`);
        }
      },
    };
  },

  maintenance(args) {
    const [action, ...rest] = args;
    if (action === 'on') {
      const { values } = parse(
        rest,
        { brand: stringOption, message: stringOption, until: stringOption },
        0,
      );
      const body = {
        brand: checkBrandId(values.brand),
        message: values.message,
        until: checkInstant(values.until, 'until'),
      };
      return {
        request: { method: 'POST', url: '/maintenance', body },
        render(value, io) {
          const window = record(value);
          io.out(
            `Maintenance on for ${scopeName(window.scope)}, ${describeWindow(window).replace(/^maintenance /, '')}`,
          );
        },
      };
    }
    if (action === 'off') {
      const { values } = parse(rest, { brand: stringOption }, 0);
      return {
        request: {
          method: 'DELETE',
          url: `/maintenance${query({ brand: checkBrandId(values.brand) })}`,
        },
        render(value, io) {
          const v = record(value);
          io.out(
            v.ended
              ? `Maintenance ended for ${scopeName(v.scope)}.`
              : `Maintenance was not on for ${scopeName(v.scope)}.`,
          );
        },
      };
    }
    throw new UsageError('Use "maintenance on" or "maintenance off".');
  },

  region(args) {
    const [action, ...rest] = args;
    if (action === 'set') {
      const { values, positionals } = parse(rest, { allow: stringOption }, 1);
      const id = checkBrandId(positionals[0])!;
      if (values.allow === undefined)
        throw new UsageError('region set needs --allow with country codes, such as --allow PH,SG.');
      const allow = values.allow
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      const bad = allow.filter((c) => !/^[A-Z]{2}$/.test(c));
      if (allow.length === 0 || bad.length > 0) {
        throw new UsageError(
          `--allow takes two-letter country codes separated by commas${bad.length ? ` (not: ${bad.join(', ')})` : ''}.`,
        );
      }
      return {
        request: { method: 'PUT', url: `/regions/${encodeURIComponent(id)}`, body: { allow } },
        render(value, io) {
          const v = record(value);
          io.out(`${str(v.brandId)}: served only to ${strings(v.allowedCountries).join(', ')}.`);
        },
      };
    }
    if (action === 'clear') {
      const { positionals } = parse(rest, {}, 1);
      const id = checkBrandId(positionals[0])!;
      return {
        request: { method: 'DELETE', url: `/regions/${encodeURIComponent(id)}` },
        render(value, io) {
          const v = record(value);
          io.out(
            v.cleared
              ? `${str(v.brandId)}: served to every country.`
              : `${str(v.brandId)} had no region restriction.`,
          );
        },
      };
    }
    if (action === 'list') {
      parse(rest, {}, 0);
      return {
        request: { method: 'GET', url: '/regions' },
        render(value, io) {
          const rows = list(value);
          if (rows.length === 0)
            io.out('No region restrictions: every brand is served to every country.');
          for (const row of rows)
            io.out(`${str(row.brandId)}: only ${strings(row.allowedCountries).join(', ')}`);
        },
      };
    }
    throw new UsageError('Use "region set", "region clear" or "region list".');
  },

  announce(args) {
    const { values } = parse(
      args,
      {
        type: stringOption,
        title: stringOption,
        content: stringOption,
        brand: stringOption,
        language: stringOption,
        from: stringOption,
        until: stringOption,
      },
      0,
    );
    const type = values.type?.toUpperCase();
    if (type === undefined || !(noticeTypes as readonly string[]).includes(type)) {
      throw new UsageError(`--type must be one of ${noticeTypes.join(', ')}.`);
    }
    if (!values.title) throw new UsageError('--title is required.');
    if (!values.content) throw new UsageError('--content is required.');
    const language = values.language?.toUpperCase();
    if (language !== undefined && !isLanguageCode(language))
      throw new UsageError(
        `--language "${values.language}" is not a platform language code (EN, TY, ...).`,
      );
    const body = {
      type,
      title: values.title,
      content: values.content,
      brand: checkBrandId(values.brand),
      language,
      from: checkInstant(values.from, 'from'),
      until: checkInstant(values.until, 'until'),
    };
    return {
      request: { method: 'POST', url: '/announcements', body },
      render(value, io) {
        const row = record(value);
        const brand = row.brandId ? `brand ${str(row.brandId)}` : 'every brand';
        const lang = row.language ? str(row.language) : 'every language';
        io.out(`Announcement ${str(row.id)} posted (${str(row.type)}, ${brand}, ${lang}).`);
      },
    };
  },

  announcements(args) {
    const { values } = parse(args, { brand: stringOption }, 0);
    return {
      request: {
        method: 'GET',
        url: `/announcements${query({ brand: checkBrandId(values.brand) })}`,
      },
      render(value, io) {
        const rows = list(value);
        if (rows.length === 0) io.out('No announcements.');
        for (const row of rows) {
          const until = row.endsAt ? ` until ${str(row.endsAt)}` : '';
          io.out(
            `#${str(row.id)}  ${str(row.type).padEnd(2)}  ${(str(row.language) || '*').padEnd(5)}  ${(str(row.brandId) || '*').padEnd(12)}  from ${str(row.startsAt)}${until}  ${str(row.title)}`,
          );
        }
      },
    };
  },

  announcement(args) {
    const [action, ...rest] = args;
    if (action !== 'remove') throw new UsageError('Use "announcement remove N".');
    const { positionals } = parse(rest, {}, 1);
    const id = positionals[0]!;
    if (!/^[1-9]\d{0,9}$/.test(id)) throw new UsageError(`"${id}" is not an announcement number.`);
    return {
      request: { method: 'DELETE', url: `/announcements/${id}` },
      render(_value, io) {
        io.out(`Announcement ${id} removed.`);
      },
    };
  },

  brands(args) {
    parse(args, {}, 0);
    return {
      request: { method: 'GET', url: '/brands' },
      render(value, io) {
        const v = record(value);
        const served = list(v.served);
        const broken = list(v.broken);
        io.out(served.length > 0 ? 'Served:' : 'No brand is served.');
        const errorLines = (errors: unknown) => {
          for (const line of strings(errors).slice(0, 3)) io.out(`    ${line}`);
          const more = strings(errors).length - 3;
          if (more > 0) io.out(`    ... and ${more} more (npm run brand:check)`);
        };
        for (const b of served) {
          io.out(
            `  ${str(b.id)}  ${str(b.name)}  [${str(b.merchantCode)}]  ${strings(b.domains).join(', ') || '(no domains)'}`,
          );
          if (b.source !== 'last-good') continue;
          io.out(
            `    BROKEN FILES: serving the last good version stored ${str(b.storedAt)}; ${str(b.file)} is not used:`,
          );
          errorLines(b.problems);
        }
        if (broken.length > 0) io.out('Not served:');
        for (const b of broken) {
          io.out(`  ${str(b.id)}  ${str(b.file)}  (${str(b.reason)})`);
          errorLines(b.errors);
        }
        const parents = list(v.parents);
        if (parents.length > 0)
          io.out(`Abstract parents (never served): ${parents.map((p) => str(p.file)).join(', ')}`);
      },
    };
  },

  outbox(args) {
    const { values } = parse(
      args,
      { brand: stringOption, to: stringOption, channel: stringOption, last: stringOption },
      0,
    );
    if (values.channel !== undefined && !['sms', 'email'].includes(values.channel))
      throw new UsageError('--channel is sms or email.');
    if (values.last !== undefined && !/^[1-9]\d{0,2}$/.test(values.last))
      throw new UsageError('--last takes a number of messages from 1 to 500.');
    return {
      request: {
        method: 'GET',
        url: `/outbox${query({
          brand: checkBrandId(values.brand),
          to: values.to,
          channel: values.channel,
          last: values.last,
        })}`,
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

  member(args) {
    const [action, ...rest] = args;
    const who = { brand: stringOption, username: stringOption };
    const named = (values: { brand?: string; username?: string }) => {
      if (values.brand === undefined) throw new UsageError('--brand is required.');
      if (values.username === undefined) throw new UsageError('--username is required.');
      return { brand: checkBrandId(values.brand)!, username: values.username };
    };
    if (action === 'create') {
      const { values } = parse(
        rest,
        {
          ...who,
          password: stringOption,
          agent: stringOption,
          affiliate: stringOption,
          mobile: stringOption,
        },
        0,
      );
      const target = named(values);
      if (values.agent !== undefined && !['1', '2', '41', '42'].includes(values.agent))
        throw new UsageError('--agent is one of 1, 2, 41, 42 (the agent types of spec §6).');
      const body = {
        ...target,
        password: values.password,
        agent: values.agent === undefined ? undefined : Number(values.agent),
        affiliate: values.affiliate,
        mobile: values.mobile,
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
          if (values.password === undefined)
            io.out(
              "It logs in with the brand's default password and must change it at the first login.",
            );
        },
      };
    }
    if (action === 'show') {
      const { values } = parse(rest, who, 0);
      return {
        request: { method: 'GET', url: `/members${query(named(values))}` },
        render(value, io) {
          renderMember(record(value), io);
        },
      };
    }
    if (action === 'label') {
      const { values } = parse(
        rest,
        { ...who, text: stringOption, color: stringOption, background: stringOption },
        0,
      );
      const target = named(values);
      if (
        values.text === undefined ||
        values.color === undefined ||
        values.background === undefined
      )
        throw new UsageError('member label needs --text, --color and --background.');
      return {
        request: {
          method: 'POST',
          url: '/members/label',
          body: {
            ...target,
            text: values.text,
            color: values.color,
            background: values.background,
          },
        },
        render(value, io) {
          const v = record(value);
          io.out(
            `Label "${values.text}" added to ${str(v.username)} (labels now: ${list(v.labels)
              .map((l) => str(l.text))
              .join(', ')}).`,
          );
        },
      };
    }
    if (action === 'rank') {
      const { values } = parse(rest, { ...who, rank: stringOption }, 0);
      const target = named(values);
      if (values.rank === undefined || !/^\d{1,3}$/.test(values.rank))
        throw new UsageError('member rank needs --rank with a rank number such as 3.');
      return {
        request: {
          method: 'POST',
          url: '/members/rank',
          body: { ...target, rank: Number(values.rank) },
        },
        render(value, io) {
          const v = record(value);
          io.out(`${str(v.username)} is now rank ${str(v.rank)} (${str(v.rankLabel)}).`);
        },
      };
    }
    throw new UsageError('Use "member create", "member show", "member label" or "member rank".');
  },

  catalog: catalogCommand,
  ledger: ledgerCommand,

  jobs: (args) => jobsCommand(args, (message) => new UsageError(message)),

  seamless(args) {
    const [action, ...rest] = args;
    if (action !== 'secret') throw new UsageError('Use "seamless secret VENDOR".');
    const { positionals } = parse(rest, {}, 1);
    const vendor = positionals[0]!.toUpperCase();
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(vendor))
      throw new UsageError(`"${positionals[0]}" is not a vendor code (such as PG or DS88).`);
    return {
      request: { method: 'POST', url: '/seamless/secret', body: { vendor } },
      render(value, io) {
        const v = record(value);
        io.out(
          `Seamless-wallet secret of ${str(v.vendor)} (platform secret ${str(v.secretName)}):`,
        );
        io.out(str(v.secret));
      },
    };
  },
};

/** Reads a JSON file for a command; a missing or malformed file is a usage error. */
function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new UsageError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const errors: ParseError[] = [];
  parseJson(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    const before = text.slice(0, first.offset);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    throw new UsageError(
      `${path}:${line}:${column}: not valid JSON (${printParseErrorCode(first.error)})`,
    );
  }
  return JSON.parse(text) as unknown;
}

const count = (value: unknown): string => Number(value ?? 0).toLocaleString('en-US');

function catalogCommand(args: string[]): Command {
  const [action, ...rest] = args;
  if (action === 'import') {
    const { values, positionals } = parse(rest, { replace: { type: 'boolean' } }, 1);
    const path = positionals[0]!;
    const replace = values.replace === true;
    return {
      request: {
        method: 'POST',
        url: '/catalog/import',
        body: { catalog: readJsonFile(path), replace },
      },
      showFields: true,
      render(value, io) {
        const v = record(value);
        const vendors = record(v.vendors);
        const games = record(v.games);
        io.out(
          `Imported ${path}${replace ? ' (replacing the catalog)' : ''}: catalog version ${str(v.version)}.`,
        );
        for (const [name, changes] of [
          ['vendors', vendors],
          ['games', games],
        ] as const)
          io.out(
            `  ${name.padEnd(8)} ${count(changes.added)} added, ${count(changes.updated)} updated, ${count(changes.removed)} removed`,
          );
      },
    };
  }
  if (action === 'export') {
    const { positionals } = parse(rest, {}, 1);
    const path = positionals[0]!;
    return {
      request: { method: 'GET', url: '/catalog/export' },
      render(value, io) {
        const v = record(value);
        writeFileSync(resolve(path), `${JSON.stringify(value, null, 2)}\n`);
        io.out(
          `Wrote ${count(list(v.vendors).length)} vendors and ${count(list(v.games).length)} games to ${path}.`,
        );
      },
    };
  }
  if (action === 'stats') {
    parse(rest, {}, 0);
    return {
      request: { method: 'GET', url: '/catalog/stats' },
      render(value, io) {
        const v = record(value);
        const disabled = Number(v.disabled ?? 0);
        io.out(
          `Catalog version ${str(v.version)}: ${count(v.vendors)} vendors, ${count(v.games)} games${disabled > 0 ? ` (and ${count(disabled)} disabled)` : ''}.`,
        );
        for (const category of list(v.categories)) {
          const vendors = list(category.vendors);
          io.out(
            `${str(category.category).padEnd(10)} ${count(category.games).padStart(6)} games, ${vendors.length} vendor${vendors.length === 1 ? '' : 's'}`,
          );
          for (const vendor of vendors) {
            const off = Number(vendor.disabled ?? 0);
            io.out(
              `  ${str(vendor.vassalage).padEnd(14)} ${count(vendor.games).padStart(6)}  ${str(vendor.name)}${off > 0 ? ` (${count(off)} disabled)` : ''}`,
            );
          }
        }
      },
    };
  }
  throw new UsageError(
    'Use "catalog import FILE.json", "catalog export FILE.json" or "catalog stats".',
  );
}

/** Sends `request` to the operator socket. Rejects with the socket error when nobody listens. */
function viaSocket(socketPath: string, request: AdminRequest): Promise<AdminAnswer> {
  return new Promise((resolvePromise, reject) => {
    const payload = request.body ? JSON.stringify(request.body) : undefined;
    const req = httpRequest(
      {
        socketPath,
        path: request.url,
        method: request.method,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: shown as it is.
          }
          resolvePromise({ status: res.statusCode ?? 500, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function isNoServer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

/** Runs `request` on the database directly, through the same operator routes. */
async function inProcess(
  config: Config,
  request: AdminRequest,
  options: CliOptions,
): Promise<AdminAnswer> {
  const clock = options.clock ?? systemClock;
  const files = loadBrandRegistry({
    brandsDir: config.brandsDir,
    schemas: options.brandSchemas,
  });
  const database = await openConfiguredDatabase(config);
  try {
    const { registry } = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      registry: files,
      clock,
    });
    // No beats here: only what the jobs commands need (pg-boss installed on first use).
    const jobs = createJobRunner({ database, clock });
    const admin = buildAdminServer({ db: database.db, clock, registry, jobs });
    try {
      const response = await admin.inject({
        method: request.method,
        url: request.url,
        ...(request.body ? { payload: request.body } : {}),
      });
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        // Not JSON: shown as it is.
      }
      return { status: response.statusCode, body };
    } finally {
      await admin.close();
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
}

/** Runs one CLI invocation; resolves to the exit code. */
export async function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const io: CliIo = options.io ?? {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    if (name === undefined) {
      io.err(usage);
      return 2;
    }
    io.out(usage);
    return 0;
  }
  const build = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!build) {
    io.err(`Unknown command "${name}". Run "npm run operator -- help" for the list.`);
    return 2;
  }
  let command: Command;
  let config: Config;
  try {
    command = build(args);
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const json = args.includes('--json');

  let answer: AdminAnswer;
  try {
    answer = await viaSocket(config.adminSocket, command.request);
  } catch (error) {
    if (!isNoServer(error)) {
      io.err(
        `Cannot reach the platform on ${config.adminSocket}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
    io.err(
      `No platform server answers on ${config.adminSocket}; working on the database directly.`,
    );
    try {
      answer = await inProcess(config, command.request, options);
    } catch (failure) {
      io.err(
        `Cannot open the database: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
      return 1;
    }
  }

  const body = record(answer.body);
  if (answer.status >= 400 || !('value' in body)) {
    const problem = record(body.error);
    io.err(`Error: ${str(problem.message) || `the platform answered HTTP ${answer.status}`}`);
    if (command.showFields)
      for (const [field, text] of Object.entries(record(problem.fields)))
        io.err(`  ${field}: ${str(text)}`);
    return answer.status === 400 ? 2 : 1;
  }
  if (json) io.out(JSON.stringify(body.value, null, 2));
  else command.render(body.value, io);
  return command.exitCode?.(body.value) ?? 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
}
