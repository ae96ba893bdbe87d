/** Where the repository is on disk: the defaults of every directory setting start here. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder up from `from` whose package.json is this project's: the repository from
 * the sources (`platform/kernel/`) and from the bundled platform (`dist/platform/`) alike.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name ===
        'whitelabel-storefront'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`no whitelabel-storefront package above ${from}`);
  }
}

/** The repository's root directory. */
export const repoRoot = projectRoot(dirname(fileURLToPath(import.meta.url)));
