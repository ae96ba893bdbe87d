/**
 * The frame of every operator CLI command (docs/decisions/0009-operator-cli.md). A module
 * describes its commands as data (name, description, arguments, options) plus `prepare`, which
 * turns the parsed input into a call of the operator API and says how to print the answer;
 * `toCommander` makes a commander command of that description, with `--help` and `--json`.
 * The operator module assembles the program and sends the calls (socket or in-process).
 */
import { Command, Help, type HelpConfiguration, type OutputConfiguration } from 'commander';

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

/** A prepared command: what to ask the platform, and how to print the answer. */
export interface OperatorCall {
  request: AdminRequest;
  render: (value: unknown, io: CliIo) => void;
  /** The exit code of an answer the platform gave (0 when left out): `ledger verify` fails on drift. */
  exitCode?: (value: unknown) => number;
  /** On an error, print each entry of `fields` too (one problem per line). */
  showFields?: boolean;
}

/** An option of a command: `--name VALUE`, or a flag when it has no `value`. */
export interface OptionDefinition {
  /** The placeholder of its value in the help, such as `ID` or `ISO-8601`. */
  value?: string;
  description: string;
  /** Leaving it out is a usage error ("--brand is required."). */
  required?: boolean;
}

/** A command's options by name (`brand` is `--brand`). */
export type OptionDefinitions = Readonly<Record<string, OptionDefinition>>;

type OptionValue<D extends OptionDefinition> = D extends { value: string }
  ? D extends { required: true }
    ? string
    : string | undefined
  : boolean;

/** The parsed options of a command, typed by its definitions. */
export type OptionValues<O extends OptionDefinitions> = {
  readonly [K in keyof O]: OptionValue<O[K]>;
};

/** A positional argument of a command (every one is required). */
export interface ArgumentDefinition {
  /** Its placeholder in the help, such as `ID` or `FILE.json`. */
  name: string;
  description: string;
}

/** A command that calls the operator API, before its option types are erased. */
export interface LeafDefinition<O extends OptionDefinitions> {
  name: string;
  description: string;
  arguments?: readonly ArgumentDefinition[];
  options?: O;
  /** The call for the parsed input; throws `UsageError` for input it refuses. */
  prepare(input: { args: readonly string[]; options: OptionValues<O> }): OperatorCall;
}

/** A command that calls the operator API (made by `defineCommand`). */
export interface LeafCommand {
  name: string;
  description: string;
  arguments: readonly ArgumentDefinition[];
  options: OptionDefinitions;
  prepare(args: readonly string[], options: Readonly<Record<string, unknown>>): OperatorCall;
}

/** A command made of subcommands, such as `region set|clear|list`. */
export interface CommandGroup {
  name: string;
  description: string;
  commands: readonly CommandDefinition[];
  /** The subcommand run when none is named: `clock` alone is `clock show`. */
  defaultCommand?: string;
}

/** What a module contributes to the operator CLI. */
export type CommandDefinition = LeafCommand | CommandGroup;

/** Reads commander's option values as `definitions` name them; a missing required one throws. */
function readOptions<O extends OptionDefinitions>(
  definitions: OptionDefinitions,
  parsed: Readonly<Record<string, unknown>>,
): OptionValues<O> {
  const values: Record<string, string | boolean | undefined> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const value = parsed[name];
    if (definition.value === undefined) values[name] = value === true;
    else if (typeof value === 'string') values[name] = value;
    else if (definition.required) throw new UsageError(`--${name} is required.`);
    else values[name] = undefined;
  }
  // `definitions` is the `O` of the command: the loop gives each option the type O names.
  return values as OptionValues<O>;
}

/** A command that calls the operator API, with its options typed for `prepare`. */
export function defineCommand<const O extends OptionDefinitions>(
  definition: LeafDefinition<O>,
): LeafCommand {
  const options: OptionDefinitions = definition.options ?? {};
  return {
    name: definition.name,
    description: definition.description,
    arguments: definition.arguments ?? [],
    options,
    prepare: (args, parsed) =>
      definition.prepare({ args, options: readOptions<O>(options, parsed) }),
  };
}

/** Whether `definition` is a group of subcommands. */
export const isGroup = (definition: CommandDefinition): definition is CommandGroup =>
  'commands' in definition;

/**
 * How `definition` is called, after `path` (its parents' names): its arguments, then its
 * options (optional ones in brackets) unless `withOptions` is false, such as
 * `region set ID --allow PH,SG`.
 */
export function synopsis(
  definition: LeafCommand,
  path: readonly string[],
  withOptions = true,
): string {
  const options = Object.entries(definition.options).map(([name, option]) => {
    const text = option.value === undefined ? `--${name}` : `--${name} ${option.value}`;
    return option.required ? text : `[${text}]`;
  });
  const words = [...path, definition.name, ...definition.arguments.map((a) => a.name)];
  return [...words, ...(withOptions ? options : [])].join(' ');
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
function quotedChoice(items: readonly string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/** What `--json`, which every command that prints an answer takes, does. */
export const jsonOptionDescription = 'print the answer as JSON';

/** The widest term of a help list; longer ones get a line of their own. */
export const helpTermWidth = 28;

/** Commander's help layout, with long terms on a line of their own so descriptions keep room. */
export const helpLayout: HelpConfiguration = {
  padWidth: (command, helper) =>
    Math.min(Help.prototype.padWidth.call(helper, command, helper), helpTermWidth),
  formatItem(term, width, description, helper) {
    const format = (text: string) =>
      Help.prototype.formatItem.call(helper, text, width, description, helper);
    return helper.displayWidth(term) > width ? `  ${term}\n${format('')}` : format(term);
  },
};

/** What the commander commands report to the program that runs them. */
export interface CommandContext {
  /** Where commander writes help and errors. */
  output: OutputConfiguration;
  /** How the program's help shows a command path: `npm run operator --`. */
  programName: string;
  /** Receives the call a leaf command prepared, and whether `--json` was given. */
  onCall(call: OperatorCall, json: boolean): void;
}

/** Ends the parse with a usage error (exit code 2), printed the way commander prints its own. */
function refuse(command: Command, message: string): never {
  return command.error(message, { exitCode: 2, code: 'operator.usage' });
}

/** The commander command of `definition` (and its subcommands), below `path`. */
export function toCommander(
  definition: CommandDefinition,
  context: CommandContext,
  path: readonly string[] = [],
): Command {
  const here = [...path, definition.name];
  const command = new Command(definition.name)
    .description(definition.description)
    .exitOverride()
    .configureOutput(context.output)
    .showHelpAfterError(`Run "${[context.programName, ...here].join(' ')} --help" for its usage.`);
  if (isGroup(definition)) {
    for (const sub of definition.commands) command.addCommand(toCommander(sub, context, here));
    // The group's help lists each subcommand with its synopsis rather than "[options]".
    const terms = new Map(
      definition.commands.map((sub) => [sub.name, isGroup(sub) ? sub.name : synopsis(sub, [])]),
    );
    command.configureHelp({
      ...helpLayout,
      subcommandTerm: (sub) => terms.get(sub.name()) ?? sub.name(),
    });
    const ways = definition.commands.map((sub) =>
      isGroup(sub) ? [...here, sub.name].join(' ') : synopsis(sub, here, false),
    );
    const byDefault = definition.commands.find(
      (sub): sub is LeafCommand => !isGroup(sub) && sub.name === definition.defaultCommand,
    );
    // Reached only without a known subcommand: run the default one, or name the ones there are.
    return command.allowExcessArguments(true).action(() => {
      const unknown = command.args[0];
      if (unknown === undefined && byDefault) return callLeaf(command, byDefault, [], {}, context);
      const prefix =
        unknown === undefined ? '' : `Unknown command "${[...here, unknown].join(' ')}". `;
      refuse(command, `${prefix}Use ${quotedChoice(ways)}.`);
    });
  }
  command.configureHelp(helpLayout);
  for (const argument of definition.arguments)
    command.argument(`<${argument.name}>`, argument.description);
  for (const [name, option] of Object.entries(definition.options)) {
    const flags = option.value === undefined ? `--${name}` : `--${name} <${option.value}>`;
    command.option(
      flags,
      option.required ? `${option.description} (required)` : option.description,
    );
  }
  command.option('--json', jsonOptionDescription);
  return command.action(() =>
    callLeaf(command, definition, command.processedArgs.map(String), command.opts(), context),
  );
}

/** Prepares the call of `definition` for its parsed input and hands it on; usage errors end the parse. */
function callLeaf(
  command: Command,
  definition: LeafCommand,
  args: readonly string[],
  parsed: Readonly<Record<string, unknown>>,
  context: CommandContext,
): void {
  let call: OperatorCall;
  try {
    call = definition.prepare(args, parsed);
  } catch (error) {
    if (error instanceof UsageError) refuse(command, error.message);
    throw error;
  }
  context.onCall(call, parsed.json === true);
}

/** The query string of `params` (`?a=1&b=2`), leaving out undefined ones; empty without any. */
export function queryString(params: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A `--limit` option's value: a whole number from 1 to `max`, or undefined when not given. */
export function listLimit(value: string | undefined, max: number): number | undefined {
  const limit = value === undefined ? undefined : Number(value);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= max))
    throw new UsageError(`--limit must be a whole number from 1 to ${max}.`);
  return limit;
}

/** `value` unless it cannot be a brand id (lower-case letters, digits and dashes): a usage error. */
export function checkBrandId<T extends string | undefined>(value: T): T {
  if (value !== undefined && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(value)) {
    throw new UsageError(`"${value}" is not a brand id (lower-case letters, digits and dashes).`);
  }
  return value;
}

/** The options naming a member: `--brand ID --username NAME`. */
export const memberOptions = {
  brand: { value: 'ID', description: 'the brand of the member', required: true },
  username: { value: 'NAME', description: 'the username', required: true },
} as const;

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
/** `value` as a list of texts. */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);
