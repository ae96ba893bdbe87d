/**
 * The operator CLI's `clock` commands, beside the test clock's operator routes
 * (clock-routes.ts): `clock` reads the platform's time, `clock advance DURATION` and
 * `clock set INSTANT` move it forward and print what the job runner's beat at the new time did.
 * They answer only a running platform started with `TEST_CLOCK=true`.
 */
import { maxAdvanceSeconds } from '../../schemas/api/test-clock.ts';
import {
  defineCommand,
  record,
  str,
  UsageError,
  type CliIo,
  type CommandDefinition,
} from './cli-kit.ts';

const unitSeconds = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;
type Unit = keyof typeof unitSeconds;

/**
 * The seconds of a duration such as `90s`, `15m`, `2h` or `1d2h30m`: whole numbers each
 * followed by its unit, days to seconds in that order, each unit at most once.
 * @throws UsageError for anything else, or a duration beyond what one move allows.
 */
export function parseDuration(text: string): number {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || text.trim() === '')
    throw new UsageError(
      `"${text}" is not a duration: write whole numbers with d, h, m or s, such as 90s, 15m, 2h or 1d2h.`,
    );
  const units = Object.keys(unitSeconds) as Unit[];
  const seconds = units.reduce(
    (sum, unit, index) => sum + Number(match[index + 1] ?? 0) * unitSeconds[unit],
    0,
  );
  if (seconds > maxAdvanceSeconds)
    throw new UsageError(`${text} is too far: the clock moves at most ten years at once.`);
  return seconds;
}

/** `1d 2h 5s` style text of a number of milliseconds: whole seconds, its units that are not 0. */
export function formatDuration(ms: number): string {
  let rest = Math.floor(ms / 1000);
  const parts: string[] = [];
  for (const [unit, size] of Object.entries(unitSeconds)) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount}${unit}`);
  }
  return parts.length === 0 ? '0s' : parts.join(' ');
}

function renderReading(value: unknown, io: CliIo): void {
  const reading = record(value);
  const offset = Number(reading.offsetMs ?? 0);
  io.out(
    `Platform time: ${str(reading.now)} (${offset > 0 ? `${formatDuration(offset)} ahead of real time` : 'real time'})`,
  );
}

function renderMove(value: unknown, io: CliIo): void {
  renderReading(value, io);
  const beat = record(record(value).beat);
  io.out(
    `Job runner beat: ${str(beat.enqueued)} due runs queued, ${str(beat.completed)} completed, ${str(beat.failed)} failed.`,
  );
}

const advance = defineCommand({
  name: 'advance',
  description:
    "move the platform's test clock forward, then run the jobs due at the new time (draws, settlements, expiries)",
  arguments: [{ name: 'DURATION', description: 'such as 90s, 15m, 2h or 1d2h' }],
  prepare: ({ args: [duration = ''] }) => ({
    request: {
      method: 'POST',
      url: '/test-clock',
      body: { advanceSeconds: parseDuration(duration) },
    },
    render: renderMove,
  }),
});

const set = defineCommand({
  name: 'set',
  description:
    "move the platform's test clock forward to an instant, then run the jobs due at that time",
  arguments: [
    { name: 'INSTANT', description: 'ISO 8601 with its offset, such as 2026-11-27T18:15:05Z' },
  ],
  prepare: ({ args: [at = ''] }) => ({
    request: { method: 'POST', url: '/test-clock', body: { at } },
    render: renderMove,
  }),
});

const show = defineCommand({
  name: 'show',
  description: "the platform's time and how far its test clock runs ahead of real time",
  prepare: () => ({ request: { method: 'GET', url: '/test-clock' }, render: renderReading }),
});

/** The operator CLI's test clock commands. */
export const clockCommands: readonly CommandDefinition[] = [
  {
    name: 'clock',
    description:
      'the test clock of a platform started with TEST_CLOCK=true: show it, or move it forward',
    commands: [show, advance, set],
    defaultCommand: 'show',
  },
];
