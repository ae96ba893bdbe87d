/**
 * `npm run brand:check [files...] [--json]`: lints brand files like a compiler. Prints
 * `file:line:column  severity  rule  pointer  message (suggestion)` for every problem and exits
 * non-zero when there is an error. Without files it checks every brand in brands/.
 */
import { formatDiagnostic } from '../engine/core/brand/diagnostics.ts';
import { checkBrandFiles } from '../platform/modules/brands/index.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
const { diagnostics, brands } = checkBrandFiles({ files });
const errors = diagnostics.filter((d) => d.severity === 'error').length;
const warnings = diagnostics.length - errors;

if (json) {
  console.log(
    JSON.stringify(
      { diagnostics, brands: brands.map(({ id, file, valid }) => ({ id, file, valid })) },
      null,
      2,
    ),
  );
} else {
  for (const d of diagnostics) console.log(formatDiagnostic(d));
  const checked = files.length > 0 ? files.length : brands.length;
  console.log(`${checked} brand file(s) checked: ${errors} error(s), ${warnings} warning(s).`);
}
process.exit(errors > 0 ? 1 : 0);
