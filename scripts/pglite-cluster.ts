/**
 * Part of `npm run build`: dumps an initialised embedded cluster for the installed PGlite, which
 * a first start on an empty data directory loads instead of running `initdb`
 * (platform/kernel/db/cluster-template.ts).
 */
import { relative } from 'node:path';
import {
  buildClusterTemplate,
  clusterTemplatePath,
} from '../platform/kernel/db/cluster-template.ts';
import { repoRoot } from '../platform/kernel/paths.ts';

const file = clusterTemplatePath();
await buildClusterTemplate(file);
console.log(`initialised database cluster: ${relative(repoRoot, file)}`);
