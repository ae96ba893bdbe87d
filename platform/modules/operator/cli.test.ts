/**
 * The assembled operator CLI's help and usage errors, over every command the modules bring:
 * a command added without a description, or whose `--help` fails, fails here. None of these
 * reaches the platform (parsing stops first), so no database is opened.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { operatorCommands, runCli } from '../../cli.ts';
import { isGroup, type CommandDefinition } from '../../kernel/cli-kit.ts';
import { captureIo } from '../../test/cli.ts';
import { operatorProgram } from './cli.ts';

// Never read: every invocation below ends while parsing.
const env = { DATA_DIR: join(tmpdir(), 'operator-cli-test-never-used') };

async function run(...args: string[]) {
  const io = captureIo();
  const code = await runCli(args, { env, io });
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

/** Every command of the assembled program below `command`, with its path of names. */
function commandsBelow(command: Command, path: string[] = []): [string[], Command][] {
  return command.commands.flatMap((sub) => {
    const here = [...path, sub.name()];
    return [[here, sub] as [string[], Command], ...commandsBelow(sub, here)];
  });
}

const program = operatorProgram(operatorCommands, captureIo(), () => {});
const everyCommand = commandsBelow(program);
const leaves = everyCommand.filter(([, command]) => command.commands.length === 0);
const groups = everyCommand.filter(([, command]) => command.commands.length > 0);
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The subcommand the group at `path` runs when none is named (`clock` alone is `clock show`). */
function defaultOf(path: readonly string[]): string | undefined {
  let found: CommandDefinition | undefined;
  let level: readonly CommandDefinition[] = operatorCommands;
  for (const name of path) {
    found = level.find((definition) => definition.name === name);
    level = found && isGroup(found) ? found.commands : [];
  }
  return found && isGroup(found) ? found.defaultCommand : undefined;
}

describe('the operator CLI help', () => {
  it('has the commands of every module', () => {
    expect(program.commands.map((command) => command.name())).toEqual([
      'status',
      'maintenance',
      'region',
      'announce',
      'announcements',
      'announcement',
      'brands',
      'outbox',
      'member',
      'agent',
      'catalog',
      'seamless',
      'ledger',
      'cashier',
      'lottery',
      'jobs',
      'clock',
    ]);
    expect(leaves.length).toBeGreaterThan(20);
  });

  it.each(everyCommand.map(([path, command]) => [path.join(' '), command] as const))(
    '%s describes itself, its arguments and options',
    (_name, command) => {
      expect(command.description()).not.toBe('');
      for (const argument of command.registeredArguments)
        expect(argument.description, argument.name()).not.toBe('');
      for (const option of command.options) expect(option.description, option.flags).not.toBe('');
    },
  );

  it.each(everyCommand.map(([path, command]) => [path.join(' '), path, command] as const))(
    '%s --help prints its usage with exit code 0',
    async (_name, path, command) => {
      const help = await run(...path, '--help');
      expect(help.code).toBe(0);
      expect(help.err).toBe('');
      expect(help.out).toMatch(new RegExp(`^Usage: npm run operator -- ${path.join(' ')} `));
      expect(oneLine(help.out)).toContain(oneLine(command.description()));
      if (command.commands.length === 0) expect(help.out).toContain('--json');
    },
  );

  it.each(['help', '--help', '-h'])('%s lists every command with its synopsis', async (flag) => {
    const help = await run(flag);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toMatch(/^Usage: npm run operator -- <command> \[options\]/);
    for (const [path] of leaves)
      expect(help.out).toMatch(new RegExp(`^ {2}${path.join(' ')}\\b`, 'm'));
    expect(help.out).toContain('region set ID --allow PH,SG');
    expect(help.out).toContain('ADMIN_SOCKET');
  });

  it('help COMMAND prints the usage of that command', async () => {
    const help = await run('help', 'region');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run operator -- region /);
    expect(help.out).toContain('set ID --allow PH,SG');
  });

  it('prints the list to stderr with exit code 2 when no command is given', async () => {
    const none = await run();
    expect(none.code).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toMatch(/^Usage: npm run operator -- <command>/);
  });
});

describe('operator CLI usage errors', () => {
  it.each(leaves.map(([path]) => [path.join(' '), path] as const))(
    '%s refuses an unknown option with exit code 2',
    async (name, path) => {
      const result = await run(...path, '--no-such-option');
      expect(result.code).toBe(2);
      expect(result.out).toBe('');
      expect(result.err).toContain("Unknown option '--no-such-option'");
      expect(result.err).toContain(`Run "npm run operator -- ${name} --help" for its usage.`);
    },
  );

  it.each(groups.map(([path, command]) => [path.join(' '), path, command] as const))(
    '%s names its subcommands when given none or an unknown one',
    async (name, path, command) => {
      const ways = command.commands.map((sub) => `"${name} ${sub.name()}`);
      // A group with a default subcommand runs it when given none (tested with its module).
      const tried = defaultOf(path) ? [[...path, 'sideways']] : [path, [...path, 'sideways']];
      for (const args of tried) {
        const result = await run(...args);
        expect(result.code, args.join(' ')).toBe(2);
        for (const way of ways) expect(result.err).toContain(way);
      }
      expect((await run(...path, 'sideways')).err).toContain(`Unknown command "${name} sideways"`);
    },
  );

  it('refuses an unknown command, a missing argument and one too many', async () => {
    expect(await run('frobnicate')).toMatchObject({
      code: 2,
      err: 'Unknown command "frobnicate". Run "npm run operator -- help" for the list.',
    });
    const missing = await run('region', 'clear');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^Missing required argument 'ID'/);
    const extra = await run('region', 'list', 'alpha');
    expect(extra.code).toBe(2);
    expect(extra.err).toMatch(/^Too many arguments for 'list'/);
  });

  it('checks a required option and bad values before calling the platform', async () => {
    expect(await run('member', 'show', '--username', 'juan')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^--brand is required\./),
    });
    expect((await run('status', '--brand', 'Royal Win')).err).toMatch(/is not a brand id/);
    expect((await run('maintenance', 'on', '--until', 'tomorrow')).err).toMatch(
      /^--until: "tomorrow" is not an ISO 8601 date and time/,
    );
  });
});
