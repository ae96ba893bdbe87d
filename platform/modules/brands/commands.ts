/**
 * The brands module's operator command, beside its operator route (admin-routes.ts): `brands`
 * lists the served brands with their domains, and the broken ones with their errors.
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

/** How many errors of a broken brand the list shows (brand:check shows them all). */
const errorsShown = 3;

function renderBrands(value: unknown, io: CliIo): void {
  const v = record(value);
  const served = list(v.served);
  const broken = list(v.broken);
  io.out(served.length > 0 ? 'Served:' : 'No brand is served.');
  for (const b of served)
    io.out(
      `  ${str(b.id)}  ${str(b.name)}  [${str(b.merchantCode)}]  ${strings(b.domains).join(', ') || '(no domains)'}`,
    );
  if (broken.length > 0) io.out('Not served (errors):');
  for (const b of broken) {
    const errors = strings(b.errors);
    io.out(`  ${str(b.id)}  ${str(b.file)}`);
    for (const line of errors.slice(0, errorsShown)) io.out(`    ${line}`);
    const more = errors.length - errorsShown;
    if (more > 0) io.out(`    ... and ${more} more (npm run brand:check)`);
  }
}

/** The brands module's operator commands. */
export const brandCommands: readonly CommandDefinition[] = [
  defineCommand({
    name: 'brands',
    description: 'served brands with their domains, and broken ones with errors',
    prepare: () => ({ request: { method: 'GET', url: '/brands' }, render: renderBrands }),
  }),
];
