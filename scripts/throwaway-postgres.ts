/**
 * A PostgreSQL cluster for one benchmark run, from the server binaries Debian's `postgresql`
 * package installs: initdb into a temporary folder, start on a free loopback port, trust
 * authentication, and remove it all on `stop`. As root (CI, the development VM) the cluster
 * runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running cluster. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** The newest installed server's bin folder, or undefined. */
function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster, or answers undefined when no PostgreSQL server is installed. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const bin = serverBin();
  if (!bin) return undefined;
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    dir,
    '-o',
    `-k ${dir} -h 127.0.0.1 -p ${port}`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
