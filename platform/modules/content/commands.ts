/**
 * The content module's operator commands, beside its operator routes (admin-routes.ts):
 * `status`, `maintenance on|off`, `region set|clear|list`, `announce`, `announcements` and
 * `announcement remove`.
 */
import { announcementTypes } from '../../../schemas/common.ts';
import { isLanguageCode } from '../../../engine/core/languages.ts';
import {
  checkBrandId,
  defineCommand,
  list,
  queryString,
  record,
  str,
  strings,
  UsageError,
  type CommandDefinition,
  type Fields,
} from '../../kernel/cli-kit.ts';
import { PlatformError } from '../../kernel/errors.ts';
import { parseInstant } from '../operator/index.ts';

const brand = (description: string) => ({ brand: { value: 'ID', description } }) as const;
const brandArgument = { name: 'ID', description: 'the brand id, such as royal' };

/** `value` as an ISO instant, or a usage error naming `--option`. */
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

function describeWindow(window: Fields): string {
  const until = window.endsAt ? `until ${str(window.endsAt)}` : 'until turned off';
  const message = window.message ? `: "${str(window.message)}"` : '';
  return `maintenance ${until}${message}`;
}

function scopeName(scope: unknown): string {
  return scope === '*' || scope === undefined ? 'every brand' : `brand ${str(scope)}`;
}

const status = defineCommand({
  name: 'status',
  description: 'maintenance and region restriction of every brand (or one)',
  options: brand('only this brand'),
  prepare: ({ options }) => ({
    request: {
      method: 'GET',
      url: `/status${queryString({ brand: checkBrandId(options.brand) })}`,
    },
    render(value, io) {
      const v = record(value);
      const global = v.globalMaintenance ? record(v.globalMaintenance) : undefined;
      io.out(`Every brand: ${global ? describeWindow(global) : 'no maintenance'}`);
      for (const row of list(v.brands)) {
        const name = row.name ? ` (${str(row.name)})` : '';
        const served = row.served ? '' : ' [not served: brand file has errors]';
        const window = row.maintenance ? describeWindow(record(row.maintenance)) : 'open';
        const allowed = strings(row.allowedCountries);
        const region = allowed.length > 0 ? `only ${allowed.join(', ')}` : 'every country';
        io.out(`${str(row.id)}${name}${served}: ${window}; ${region}`);
      }
    },
  }),
});

const maintenance: CommandDefinition = {
  name: 'maintenance',
  description: 'start or end maintenance, for one brand or every brand',
  commands: [
    defineCommand({
      name: 'on',
      description:
        'start maintenance for one brand, or every brand without --brand; with --until it ends by itself at that time',
      options: {
        ...brand('only this brand (every brand when left out)'),
        message: { value: 'TEXT', description: 'the message players see' },
        until: {
          value: 'ISO-8601',
          description: 'when it ends, such as 2026-05-01T02:00:00+08:00',
        },
      },
      prepare: ({ options }) => ({
        request: {
          method: 'POST',
          url: '/maintenance',
          body: {
            brand: checkBrandId(options.brand),
            message: options.message,
            until: checkInstant(options.until, 'until'),
          },
        },
        render(value, io) {
          const window = record(value);
          const until = describeWindow(window).replace(/^maintenance /, '');
          io.out(`Maintenance on for ${scopeName(window.scope)}, ${until}`);
        },
      }),
    }),
    defineCommand({
      name: 'off',
      description: 'end maintenance (of every brand without --brand)',
      options: brand('only this brand (every brand when left out)'),
      prepare: ({ options }) => ({
        request: {
          method: 'DELETE',
          url: `/maintenance${queryString({ brand: checkBrandId(options.brand) })}`,
        },
        render(value, io) {
          const v = record(value);
          io.out(
            v.ended
              ? `Maintenance ended for ${scopeName(v.scope)}.`
              : `Maintenance was not on for ${scopeName(v.scope)}.`,
          );
        },
      }),
    }),
  ],
};

/** The country codes of `--allow`, upper-cased; anything but two letters is a usage error. */
function countryCodes(allow: string): string[] {
  const codes = allow
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = codes.filter((c) => !/^[A-Z]{2}$/.test(c));
  if (codes.length === 0 || bad.length > 0) {
    throw new UsageError(
      `--allow takes two-letter country codes separated by commas${bad.length ? ` (not: ${bad.join(', ')})` : ''}.`,
    );
  }
  return codes;
}

const region: CommandDefinition = {
  name: 'region',
  description: 'serve brands only to some countries',
  commands: [
    defineCommand({
      name: 'set',
      description: 'serve brand ID only to these countries',
      arguments: [brandArgument],
      options: {
        allow: {
          value: 'PH,SG',
          description: 'two-letter country codes separated by commas',
          required: true,
        },
      },
      prepare: ({ args: [id = ''], options }) => ({
        request: {
          method: 'PUT',
          url: `/regions/${encodeURIComponent(checkBrandId(id))}`,
          body: { allow: countryCodes(options.allow) },
        },
        render(value, io) {
          const v = record(value);
          io.out(`${str(v.brandId)}: served only to ${strings(v.allowedCountries).join(', ')}.`);
        },
      }),
    }),
    defineCommand({
      name: 'clear',
      description: 'serve brand ID to every country',
      arguments: [brandArgument],
      prepare: ({ args: [id = ''] }) => ({
        request: { method: 'DELETE', url: `/regions/${encodeURIComponent(checkBrandId(id))}` },
        render(value, io) {
          const v = record(value);
          io.out(
            v.cleared
              ? `${str(v.brandId)}: served to every country.`
              : `${str(v.brandId)} had no region restriction.`,
          );
        },
      }),
    }),
    defineCommand({
      name: 'list',
      description: 'list region restrictions',
      prepare: () => ({
        request: { method: 'GET', url: '/regions' },
        render(value, io) {
          const rows = list(value);
          if (rows.length === 0)
            io.out('No region restrictions: every brand is served to every country.');
          for (const row of rows)
            io.out(`${str(row.brandId)}: only ${strings(row.allowedCountries).join(', ')}`);
        },
      }),
    }),
  ],
};

const announce = defineCommand({
  name: 'announce',
  description: `post an announcement; TYPE is one of ${announcementTypes.join(', ')} (B banner strip, PL player, PU popup, PR promotion, H help, AG agents only, in the agent center); without --brand / --language it reaches every brand / language`,
  options: {
    type: { value: 'TYPE', description: `one of ${announcementTypes.join(', ')}`, required: true },
    title: { value: 'TEXT', description: 'the title', required: true },
    content: { value: 'HTML', description: 'the body, as HTML', required: true },
    ...brand('only this brand (every brand when left out)'),
    language: { value: 'CODE', description: 'only this language, such as EN or TY' },
    from: { value: 'ISO-8601', description: 'shown from (now when left out)' },
    until: { value: 'ISO-8601', description: 'shown until (for good when left out)' },
  },
  prepare({ options }) {
    const type = options.type.toUpperCase();
    if (!(announcementTypes as readonly string[]).includes(type))
      throw new UsageError(`--type must be one of ${announcementTypes.join(', ')}.`);
    const language = options.language?.toUpperCase();
    if (language !== undefined && !isLanguageCode(language))
      throw new UsageError(
        `--language "${options.language}" is not a platform language code (EN, TY, ...).`,
      );
    const body = {
      type,
      title: options.title,
      content: options.content,
      brand: checkBrandId(options.brand),
      language,
      from: checkInstant(options.from, 'from'),
      until: checkInstant(options.until, 'until'),
    };
    return {
      request: { method: 'POST', url: '/announcements', body },
      render(value, io) {
        const row = record(value);
        const where = row.brandId ? `brand ${str(row.brandId)}` : 'every brand';
        const lang = row.language ? str(row.language) : 'every language';
        io.out(`Announcement ${str(row.id)} posted (${str(row.type)}, ${where}, ${lang}).`);
      },
    };
  },
});

const announcements = defineCommand({
  name: 'announcements',
  description: 'list announcements (of one brand and the global ones)',
  options: brand('only this brand and the global ones'),
  prepare: ({ options }) => ({
    request: {
      method: 'GET',
      url: `/announcements${queryString({ brand: checkBrandId(options.brand) })}`,
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
  }),
});

const announcement: CommandDefinition = {
  name: 'announcement',
  description: 'change one announcement',
  commands: [
    defineCommand({
      name: 'remove',
      description: 'delete announcement N',
      arguments: [{ name: 'N', description: 'its number, as announcements lists it' }],
      prepare({ args: [id = ''] }) {
        if (!/^[1-9]\d{0,9}$/.test(id))
          throw new UsageError(`"${id}" is not an announcement number.`);
        return {
          request: { method: 'DELETE', url: `/announcements/${id}` },
          render(_value, io) {
            io.out(`Announcement ${id} removed.`);
          },
        };
      },
    }),
  ],
};

/** The content module's operator commands. */
export const contentCommands: readonly CommandDefinition[] = [
  status,
  maintenance,
  region,
  announce,
  announcements,
  announcement,
];
