/**
 * The brands module's operator command, beside its operator route (admin-routes.ts): `brands`
 * lists the served brands (and which version), the files not served and why.
 */
import {
  defineCommand,
  list,
  record,
  str,
  strings,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';

/** How many errors of a brand the list shows (brand:check shows them all). */
const errorsShown = 3;

function printErrors(errors: unknown, io: CliIo): void {
  const lines = strings(errors);
  for (const line of lines.slice(0, errorsShown)) io.out(`    ${line}`);
  const more = lines.length - errorsShown;
  if (more > 0) io.out(`    ... and ${more} more (npm run brand:check)`);
}

function renderBrands(value: unknown, io: CliIo): void {
  const v = record(value);
  const served = list(v.served);
  const broken = list(v.broken);
  io.out(served.length > 0 ? 'Served:' : 'No brand is served.');
  for (const b of served) {
    io.out(
      `  ${str(b.id)}  ${str(b.name)}  [${str(b.merchantCode)}]  ${strings(b.domains).join(', ') || '(no domains)'}`,
    );
    if (b.source !== 'last-good') continue;
    io.out(
      `    BROKEN FILES: serving the last good version stored ${str(b.storedAt)}; ${str(b.file)} is not used:`,
    );
    printErrors(b.problems, io);
  }
  if (broken.length > 0) io.out('Not served:');
  for (const b of broken) {
    io.out(`  ${str(b.id)}  ${str(b.file)}  (${str(b.reason)})`);
    printErrors(b.errors, io);
  }
  const parents = list(v.parents);
  if (parents.length > 0)
    io.out(`Abstract parents (never served): ${parents.map((p) => str(p.file)).join(', ')}`);
}

/** The brands module's operator commands. */
export const brandCommands: readonly CommandDefinition[] = [
  defineCommand({
    name: 'brands',
    description: 'served brands (and which version), files not served and why',
    prepare: () => ({ request: { method: 'GET', url: '/brands' }, render: renderBrands }),
  }),
];
