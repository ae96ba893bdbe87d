/**
 * The data directory holds the embedded database, the master key file and the operator
 * socket: only the account running the platform may read or write anything in it. PGlite
 * writes the files of a new cluster 0666 whatever the umask says, so the tree is tightened
 * after the database opens, not only created private.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
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
