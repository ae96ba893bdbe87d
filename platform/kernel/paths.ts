/** Where the repository is on disk: the defaults of every directory setting start here. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
