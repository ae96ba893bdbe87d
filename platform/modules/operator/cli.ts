/**
 * The operator CLI (`npm run operator -- <command>`), assembled on commander from the command
 * groups the modules bring (docs/decisions/0009-operator-cli.md). It sends the call a command
 * prepared to the operator API (transport.ts) and prints the answer.
 * Exit codes: 0 done, 1 the operation failed, 2 the command or its input is wrong.
 */
import { Command, CommanderError, type Help, type OutputConfiguration } from 'commander';
import {
  helpLayout,
  helpTermWidth,
  isGroup,
  jsonOptionDescription,
  record,
  str,
  synopsis,
  toCommander,
  type CliIo,
  type CommandDefinition,
  type OperatorCall,
} from '../../kernel/cli-kit.ts';
import { ConfigError, configVariables, loadConfig, type Config } from '../../kernel/config.ts';
import { callOperatorApi, type InProcessRunner } from './transport.ts';

/** How the help names the CLI. */
const programName = 'npm run operator --';

/** Synopses and descriptions of every command below `definitions`, depth first. */
function leaves(
  definitions: readonly CommandDefinition[],
  path: readonly string[] = [],
): [string, string][] {
  return definitions.flatMap((definition) =>
    isGroup(definition)
      ? leaves(definition.commands, [...path, definition.name])
      : [[synopsis(definition, path), definition.description]],
  );
}

/** The overall help: every command with its synopsis, the common options and the environment. */
function overallHelp(commands: readonly CommandDefinition[], helper: Help): string {
  const item = (term: string, description: string) =>
    helper.formatItem(term, helpTermWidth, description, helper);
  return [
    `Usage: ${programName} <command> [options]`,
    '',
    'Commands:',
    ...leaves(commands).map(([term, description]) => item(term, description)),
    item('help [COMMAND]', 'this text, or the usage of COMMAND'),
    '',
    'Options for every command:',
    item('--json', jsonOptionDescription),
    item('-h, --help', `the command's usage, such as: ${programName} region set --help`),
    '',
    'The CLI talks to the running server through ADMIN_SOCKET; without a running server it works',
    'on the database directly. It reads the same environment as the server:',
    ...configVariables.map(([name, meaning]) => `  ${name.padEnd(20)} ${meaning}`),
    '',
  ].join('\n');
}

/** What a commander error message reads like as a sentence: "Unknown option '--x'". */
const asSentence = (text: string) =>
  text.replace(/^error: /, '').replace(/^./, (first) => first.toUpperCase());

/** Commander's output, to `io` (without the trailing newline `io` adds itself). */
function outputTo(io: CliIo): OutputConfiguration {
  const line = (write: (line: string) => void) => (text: string) => write(text.replace(/\n$/, ''));
  return {
    writeOut: line((text) => io.out(text)),
    writeErr: line((text) => io.err(text)),
    outputError: (text, write) => write(asSentence(text)),
  };
}

/**
 * The operator program: `commands` (the modules' groups, in this order), printing to `io`;
 * `onCall` receives the call the chosen command prepared and whether `--json` was given.
 */
export function operatorProgram(
  commands: readonly CommandDefinition[],
  io: CliIo,
  onCall: (call: OperatorCall, json: boolean) => void,
): Command {
  const output = outputTo(io);
  const program = new Command(programName)
    .usage('<command> [options]')
    .exitOverride()
    .configureOutput(output)
    .configureHelp({
      ...helpLayout,
      formatHelp: (_command, helper) => overallHelp(commands, helper),
    });
  for (const definition of commands)
    program.addCommand(toCommander(definition, { output, programName, onCall }));
  program.on('command:*', ([name]: string[]) =>
    program.error(`Unknown command "${name}". Run "${programName} help" for the list.`, {
      exitCode: 2,
      code: 'operator.usage',
    }),
  );
  return program;
}

/** What one CLI invocation needs. */
export interface OperatorCliOptions {
  /** The command groups of the modules and the kernel, in the order the help lists them. */
  commands: readonly CommandDefinition[];
  /** Runs a request on the database when no server listens on the socket. */
  inProcess: InProcessRunner;
  env: Readonly<Record<string, string | undefined>>;
  io: CliIo;
}

/** Parses `argv` into a call; resolves to the call, or to the exit code of help or a usage error. */
async function parseCall(
  argv: readonly string[],
  options: OperatorCliOptions,
): Promise<{ call: OperatorCall; json: boolean } | number> {
  const chosen: { call?: OperatorCall; json: boolean } = { json: false };
  const program = operatorProgram(options.commands, options.io, (call, json) => {
    chosen.call = call;
    chosen.json = json;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    // Help exits with 0; any other exit of commander (no command, a wrong one) is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return chosen.call ? { call: chosen.call, json: chosen.json } : 2;
}

/** Runs one CLI invocation; resolves to the exit code. */
export async function runOperatorCli(
  argv: readonly string[],
  options: OperatorCliOptions,
): Promise<number> {
  const { io } = options;
  const parsed = await parseCall(argv, options);
  if (typeof parsed === 'number') return parsed;
  const { call, json } = parsed;
  let config: Config;
  try {
    config = loadConfig(options.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 2;
  }
  const answer = await callOperatorApi(config, call.request, options.inProcess, io);
  if (typeof answer === 'number') return answer;

  const body = record(answer.body);
  if (answer.status >= 400 || !('value' in body)) {
    const problem = record(body.error);
    io.err(`Error: ${str(problem.message) || `the platform answered HTTP ${answer.status}`}`);
    if (call.showFields)
      for (const [field, text] of Object.entries(record(problem.fields)))
        io.err(`  ${field}: ${str(text)}`);
    return answer.status === 400 ? 2 : 1;
  }
  if (json) io.out(JSON.stringify(body.value, null, 2));
  else call.render(body.value, io);
  return call.exitCode?.(body.value) ?? 0;
}
