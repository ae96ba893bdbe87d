/**
 * The data directory holds the embedded database, the master key file and the operator
 * socket: only the account running the platform may read or write anything in it. PGlite
 * writes the files of a new cluster 0666 whatever the umask says, so the tree is tightened
 * after the database opens, not only created private. The process that has the embedded
 * database open holds DATA_DIR's lock file, so no second process opens it.
 */
import { chmod, lstat, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The permission bits of group and others, which nothing under the data directory keeps. */
const openBits = 0o077;

/** A file or folder whose permissions were tightened, with its modes before and after. */
export interface TightenedPath {
  path: string;
  from: number;
  to: number;
}

/**
 * Makes files and folders this process creates private to its account (0600 and 0700 where
 * the creator asks for 0666 and 0777). Call it first thing in a process entry.
 */
export function restrictNewFiles(): void {
  process.umask(process.umask() | openBits);
}

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Creates `dataDir` (0700) when it does not exist and removes the group and other permission
 * bits of everything under it. Symbolic links are not followed; a file that vanishes during
 * the walk (the database's temporary files) is skipped. Returns what was changed.
 */
export async function secureDataDir(dataDir: string): Promise<TightenedPath[]> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const changed: TightenedPath[] = [];
  const visit = async (path: string): Promise<void> => {
    try {
      const stats = await lstat(path);
      if (stats.isSymbolicLink()) return;
      const mode = stats.mode & 0o7777;
      if ((mode & openBits) !== 0) {
        const to = mode & ~openBits;
        await chmod(path, to);
        changed.push({ path, from: mode, to });
      }
      if (stats.isDirectory())
        await Promise.all((await readdir(path)).map((name) => visit(join(path, name))));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  };
  await visit(dataDir);
  return changed;
}

/** One line for the log about what `secureDataDir` changed, or undefined when nothing. */
export function describeTightened(
  dataDir: string,
  changed: readonly TightenedPath[],
): string | undefined {
  if (changed.length === 0) return undefined;
  const octal = (mode: number) => `0${mode.toString(8)}`;
  const modes = new Map<string, number>();
  for (const { from, to } of changed) {
    const key = `${octal(from)} -> ${octal(to)}`;
    modes.set(key, (modes.get(key) ?? 0) + 1);
  }
  const summary = [...modes].map(([key, n]) => `${n} ${key}`).join(', ');
  return `Tightened the permissions of ${changed.length} files and folders in ${dataDir} that other accounts could use (${summary}).`;
}

/** The lock file in DATA_DIR of the process that has the embedded database open. */
export const dataDirLockName = 'pglite.lock';

/** Who holds a data directory, as its lock file says. */
export interface DataDirHolder {
  pid: number;
  /** What the holder is ("the platform", "the operator CLI"). */
  name: string;
  /** ISO 8601 instant it took the lock. */
  since: string;
}

/** Lock files this process holds (a pid alone cannot tell two holders in one process apart). */
const heldHere = new Set<string>();

/**
 * DATA_DIR is held by another live process: the embedded database (PGlite) is opened by one
 * process at a time, and a second one would corrupt it.
 */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly holder: DataDirHolder;

  constructor(dataDir: string, holder: DataDirHolder) {
    super(
      `The data directory ${dataDir} is in use by ${holder.name} (pid ${holder.pid}, since ${holder.since}): ` +
        'its embedded database opens in one process at a time. Stop it first, or send operator ' +
        'commands through the running platform (its operator socket ADMIN_SOCKET, by default ' +
        'DATA_DIR/admin.sock, must be reachable from here), or run the platform and the CLI on ' +
        `one PostgreSQL database (DATABASE_URL). If no process ${holder.pid} runs, delete ` +
        `${join(dataDir, dataDirLockName)}.`,
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** Whether process `pid` exists (one of another account counts: it cannot be signalled). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

/** The holder a lock file names, or null when it is gone or not a lock this code wrote. */
async function readHolder(path: string): Promise<DataDirHolder | null> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Partial<DataDirHolder>;
    if (!Number.isInteger(holder.pid) || typeof holder.name !== 'string') return null;
    return holder as DataDirHolder;
  } catch {
    return null;
  }
}

function stillHeld(path: string, holder: DataDirHolder): boolean {
  return holder.pid === process.pid ? heldHere.has(path) : processAlive(holder.pid);
}

/**
 * Takes DATA_DIR for the embedded database: creates its lock file (0600) naming this process
 * as `name`. A lock whose process is gone (a crash) is taken over.
 * @returns the release, which removes the lock file if it is still this process's.
 * @throws DataDirInUseError when a live process holds it.
 */
export async function lockDataDir(dataDir: string, name: string): Promise<() => Promise<void>> {
  const path = join(dataDir, dataDirLockName);
  const me: DataDirHolder = { pid: process.pid, name, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(path, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return async () => {
        if (!heldHere.delete(path)) return;
        const holder = await readHolder(path);
        if (holder?.pid === me.pid && holder.since === me.since) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(path);
    if (holder && stillHeld(path, holder)) throw new DataDirInUseError(dataDir, holder);
    // A stale lock: its process ended without removing it.
    await rm(path, { force: true });
  }
  throw new Error(`Cannot take the lock ${path}: it keeps coming back.`);
}
