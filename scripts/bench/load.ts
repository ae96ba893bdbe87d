/**
 * The load side of `npm run bench`: autocannon against one target, with every latency kept so
 * that slices measured at different times pool into one percentile, and the processor time both
 * sides spent: the load generator's (this process) and the server's (its child process, read
 * from Linux `/proc`).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Host header of every request: the Royal Win demo brand. */
export const brandHost = 'localhost';

/** One thing to load: a server, its request paths, and the headers every request carries. */
export interface Target {
  name: string;
  port: number;
  /** The server's process, whose processor time is measured. */
  pid: number;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
}

/** What the measured slices of one target add up to. */
export class Tally {
  latencies = new Float64Array(1 << 20);
  count = 0;
  requests = 0;
  errors = 0;
  non2xx = 0;
  bytes = 0;
  seconds = 0;
  /** Processor seconds spent by the load generator and by the server. */
  generatorCpu = 0;
  serverCpu = 0;

  record(latency: number): void {
    if (this.count === this.latencies.length) {
      const grown = new Float64Array(this.latencies.length * 2);
      grown.set(this.latencies);
      this.latencies = grown;
    }
    this.latencies[this.count++] = latency;
  }
}

/** The figures of one target. */
export interface Measured {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
  /** The server's processor time per answer, in microseconds: its own cost, whoever limits. */
  serverMicros: number;
  /** The load generator's processor time per answer, in microseconds. */
  generatorMicros: number;
}

/** Clock ticks per second of Linux `/proc/PID/stat` (USER_HZ, 100 on every Linux build). */
const ticksPerSecond = 100;

/**
 * The processor seconds (user + system) process `pid` has spent so far, from Linux `/proc`; NaN
 * elsewhere (the figures per answer then read n/a).
 */
function processCpuSeconds(pid: number): number {
  try {
    // After the command name, which ends with ') ': utime and stime are the 12th and 13th fields.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** The processor seconds (user + system) this process has spent so far. */
function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Loads `target` for `seconds`; with a tally, adds the results and every latency to it. */
export async function load(target: Target, seconds: number, tally?: Tally): Promise<void> {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolvePromise, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        connections: target.connections,
        duration: seconds,
        headers: { host: brandHost, ...target.headers },
        requests: target.paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error as Error) : resolvePromise(result)),
    );
  });
  const generatorStart = ownCpuSeconds();
  const serverStart = processCpuSeconds(target.pid);
  if (tally)
    instance!.on(
      'response',
      (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
        tally.record(responseTime),
    );
  const result = await done;
  if (!tally) return;
  tally.generatorCpu += ownCpuSeconds() - generatorStart;
  tally.serverCpu += processCpuSeconds(target.pid) - serverStart;
  tally.requests += result.requests.total;
  tally.errors += result.errors + result.timeouts;
  tally.non2xx += result.non2xx;
  tally.bytes += result.throughput.total;
  tally.seconds += seconds;
}

/** The figures of `tally`, measured on `target`. */
export function summary(target: Target, tally: Tally): Measured {
  const sorted = tally.latencies.subarray(0, tally.count).sort();
  return {
    name: target.name,
    connections: target.connections,
    requestsPerSecond: Math.round(tally.requests / tally.seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: tally.requests,
    errors: tally.errors,
    non2xx: tally.non2xx,
    bytesPerResponse: tally.requests ? Math.round(tally.bytes / tally.requests) : 0,
    serverMicros: tally.requests ? (tally.serverCpu * 1e6) / tally.requests : 0,
    generatorMicros: tally.requests ? (tally.generatorCpu * 1e6) / tally.requests : 0,
  };
}
