// Fails when the Lingui catalogs are stale (a message in the code is missing from them, or a
// removed one is still there) or when Tagalog lacks a translation. Runs `lingui extract` on a
// copy of the catalogs and compares, leaving the working tree as it was. Then checks the texts
// that come from data (brand files, the demo catalog) the same way: scripts/check-data-texts.ts.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = ['en', 'tl'];
const backup = mkdtempSync(join(tmpdir(), 'locales-'));
cpSync(join(root, 'locales'), backup, { recursive: true });
let failed = false;
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'pipe' });
  for (const locale of locales) {
    const path = join('locales', locale, 'messages.po');
    const before = readFileSync(join(backup, locale, 'messages.po'), 'utf8');
    const after = readFileSync(join(root, path), 'utf8');
    if (before !== after) {
      console.error(
        `${path} is out of date with the code: run npm run i18n:extract and translate the new messages.`,
      );
      failed = true;
    }
  }
} finally {
  cpSync(backup, join(root, 'locales'), { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
try {
  execFileSync('npx', ['lingui', 'compile', '--strict', '--typescript'], {
    cwd: root,
    stdio: 'pipe',
  });
} catch (error) {
  console.error(String(error.stdout ?? error));
  console.error('A catalog has untranslated messages (lingui compile --strict).');
  failed = true;
}
const { dataTextProblems } = await import('./check-data-texts.ts');
const dataProblems = dataTextProblems();
for (const problem of dataProblems) console.error(problem);
if (dataProblems.length > 0) {
  console.error('Texts from brand files or the demo catalog lack a language their sites offer.');
  failed = true;
}
if (failed) process.exit(1);
console.log('catalogs are complete and up to date');
