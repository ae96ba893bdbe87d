/**
 * What every operator CLI command is made of (platform/cli.ts, and the commands modules bring,
 * such as the ledger's): the parsed request to the operator API, how to print its answer, and
 * the argument parser with its usage errors.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Where the CLI writes. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Input the command line got wrong (exit code 2). */
export class UsageError extends Error {}

/** A call of the operator API. */
export interface AdminRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
}

/** The operator API's answer. */
export interface AdminAnswer {
  status: number;
  body: unknown;
}

/** A parsed command: what to ask the platform, and how to print the answer. */
export interface Command {
  request: AdminRequest;
  render: (value: unknown, io: CliIo) => void;
  /** The exit code of an answer the platform gave (0 when left out): `ledger verify` fails on drift. */
  exitCode?: (value: unknown) => number;
  /** On an error, print each entry of `fields` too (one problem per line). */
  showFields?: boolean;
}

/** A string option of `parseArgs`. */
export const stringOption = { type: 'string' } as const;

/** Parses `args` with `options` (and `--json`), expecting `positionals` positionals. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
  positionals: number,
) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, json: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length !== positionals) {
    throw new UsageError(
      positionals === 0
        ? `Unexpected argument "${parsed.positionals[0]}".`
        : `Expected ${positionals} argument(s), got ${parsed.positionals.length}.`,
    );
  }
  return parsed;
}

// The answers come from this platform's own operator API; these readers only shape them for
// printing and tolerate missing fields rather than trusting them blindly.
/** An answer object read loosely. */
export type Fields = Record<string, unknown>;
/** `value` as an object (anything else reads as empty). */
export const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
/** `value` as a list of objects. */
export const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(record) : []);
/** `value` as text (null and undefined read as empty). */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
