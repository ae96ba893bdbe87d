// `npm run test:storybook`: builds Storybook and checks that every story file made it into the
// built index with at least one story, so a story that breaks the build or is not picked up
// fails the test run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'storybook-'));

function storyFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith('.stories.tsx') ? [relative(root, path)] : [];
  });
}

try {
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', out], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const files = storyFiles(join(root, 'widgets'));
  const missing = files.filter(
    (file) => !entries.some((entry) => entry.importPath === `./${file}`),
  );
  if (missing.length > 0) {
    console.error(`Stories missing from the Storybook build: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`Storybook built: ${entries.length} stories from ${files.length} files`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
