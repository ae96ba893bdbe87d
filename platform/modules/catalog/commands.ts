/**
 * The catalog module's operator commands, beside its operator routes (admin-routes.ts):
 * `catalog import FILE.json [--replace]`, `catalog export FILE.json` and `catalog stats`
 * (docs/games.md). The CLI reads and writes the files; the platform checks and stores.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseJson, printParseErrorCode, type ParseError } from 'jsonc-parser';
import {
  defineCommand,
  list,
  record,
  str,
  UsageError,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';

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

const fileArgument = (description: string) => [{ name: 'FILE.json', description }];

const importCommand = defineCommand({
  name: 'import',
  description:
    'check a game catalog file (docs/games.md) and, when every row is valid, add and update its vendors and games in one go. Every problem is printed with its JSON pointer; nothing is written then',
  arguments: fileArgument('the catalog file'),
  options: { replace: { description: 'also remove the vendors and games the file does not list' } },
  prepare: ({ args: [path = ''], options: { replace } }) => ({
    request: {
      method: 'POST',
      url: '/catalog/import',
      body: { catalog: readJsonFile(path), replace },
    },
    showFields: true,
    render(value, io) {
      const v = record(value);
      io.out(
        `Imported ${path}${replace ? ' (replacing the catalog)' : ''}: catalog version ${str(v.version)}.`,
      );
      for (const name of ['vendors', 'games'] as const) {
        const changes = record(v[name]);
        io.out(
          `  ${name.padEnd(8)} ${count(changes.added)} added, ${count(changes.updated)} updated, ${count(changes.removed)} removed`,
        );
      }
    },
  }),
});

const exportCommand = defineCommand({
  name: 'export',
  description: 'write the stored catalog in the import format',
  arguments: fileArgument('where to write it'),
  prepare: ({ args: [path = ''] }) => ({
    request: { method: 'GET', url: '/catalog/export' },
    render(value, io) {
      const v = record(value);
      writeFileSync(resolve(path), `${JSON.stringify(value, null, 2)}\n`);
      io.out(
        `Wrote ${count(list(v.vendors).length)} vendors and ${count(list(v.games).length)} games to ${path}.`,
      );
    },
  }),
});

function renderStats(value: unknown, io: CliIo): void {
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
}

const stats = defineCommand({
  name: 'stats',
  description: 'vendors and game counts per category',
  prepare: () => ({ request: { method: 'GET', url: '/catalog/stats' }, render: renderStats }),
});

/** The catalog module's operator commands. */
export const catalogCommands: readonly CommandDefinition[] = [
  {
    name: 'catalog',
    description: 'import, export and count the game catalog',
    commands: [importCommand, exportCommand, stats],
  },
];
