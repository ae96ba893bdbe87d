/**
 * Part of `npm run build`: makes an initialised and migrated embedded cluster for the installed
 * PGlite and migrations, whose files a first start on an empty data directory copies instead of
 * running `initdb` and the migrations (platform/kernel/db/cluster-template.ts). Clusters of other
 * versions, and dumps of older builds, are removed.
 */
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  buildClusterTemplate,
  clusterTemplatePath,
} from '../platform/kernel/db/cluster-template.ts';
import { repoRoot } from '../platform/kernel/paths.ts';

const dir = clusterTemplatePath();
await buildClusterTemplate(dir);
for (const old of readdirSync(dirname(dir)))
  if (old.startsWith('cluster-') && join(dirname(dir), old) !== dir)
    rmSync(join(dirname(dir), old), { recursive: true, force: true });
console.log(`initialised and migrated database cluster: ${relative(repoRoot, dir)}`);
