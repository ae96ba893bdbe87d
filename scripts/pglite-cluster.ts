/**
 * Part of `npm run build`: dumps an initialised and migrated embedded cluster for the installed
 * PGlite and migrations, which a first start on an empty data directory loads instead of running
 * `initdb` and the migrations (platform/kernel/db/cluster-template.ts). Dumps of other versions
 * are removed.
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  buildClusterTemplate,
  clusterTemplatePath,
} from '../platform/kernel/db/cluster-template.ts';
import { repoRoot } from '../platform/kernel/paths.ts';

const file = clusterTemplatePath();
await buildClusterTemplate(file);
for (const old of readdirSync(dirname(file)))
  if (old.startsWith('cluster-') && join(dirname(file), old) !== file)
    rmSync(join(dirname(file), old), { force: true });
console.log(`initialised and migrated database cluster: ${relative(repoRoot, file)}`);
