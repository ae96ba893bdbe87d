/**
 * `npm run test:storybook`: builds Storybook, checks that every story file made it into the
 * built index with at least one story (so a story that breaks the build or is not picked up
 * fails), then opens every story in Chromium and runs axe on it, as the Storybook a11y panel
 * does: any serious or critical violation, or a story that fails to render, fails the run.
 * Each story is checked in the dark and in the light theme.
 */
import AxeBuilder from '@axe-core/playwright';
import fastifyStatic from '@fastify/static';
import { chromium, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot } from '../platform/kernel/paths.ts';

interface IndexEntry {
  id: string;
  type: string;
  importPath: string;
}

/** The rules of the e2e accessibility suite: WCAG 2.1 A and AA. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const themes = ['dark', 'light'] as const;
/** Stories checked at the same time: two pages took the sweep from 6.6 to 4.8 min on 2 cores. */
const pagesAtOnce = 2;

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith('.stories.tsx') ? [relative(repoRoot, path)] : [];
  });
}

/** Opens story `id` in `theme`; its serious and critical axe violations, or why it did not render. */
async function storyProblems(page: Page, base: string, id: string, theme: string) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
  const state = await page.waitForFunction(
    () =>
      ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].find((name) =>
        document.body.classList.contains(name),
      ),
    undefined,
    { timeout: 15_000 },
  );
  if ((await state.jsonValue()) !== 'sb-show-main') return ['the story did not render'];
  // Data from the mocked API arrives just after the first render.
  await page.waitForTimeout(250);
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Builds Storybook into `out` and checks it; what is wrong, if anything. */
async function check(out: string, server: FastifyInstance): Promise<string | null> {
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', out], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entries = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const files = storyFiles(join(repoRoot, 'widgets'));
  const missing = files.filter(
    (file) => !entries.some((entry) => entry.importPath === `./${file}`),
  );
  if (missing.length > 0) return `Stories missing from the Storybook build: ${missing.join(', ')}`;
  console.log(`Storybook built: ${entries.length} stories from ${files.length} files`);

  await server.register(fastifyStatic, { root: out });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const failures: string[] = [];
  const checks = entries.flatMap((entry) => themes.map((theme) => ({ id: entry.id, theme })));
  let next = 0;
  try {
    // Each page takes the next story to check, in a context of its own (its own mock service
    // worker), so one page's waits overlap the other's work.
    await Promise.all(
      Array.from({ length: pagesAtOnce }, async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        for (let check = checks[next++]; check; check = checks[next++])
          for (const problem of await storyProblems(page, base, check.id, check.theme))
            failures.push(`${check.id} [${check.theme}]: ${problem}`);
      }),
    );
  } finally {
    await browser.close();
  }
  if (failures.length > 0)
    return `Accessibility problems in stories:\n${failures.sort().join('\n')}`;
  console.log(`axe: no serious or critical violations in ${entries.length} stories, both themes`);
  return null;
}

const out = mkdtempSync(join(tmpdir(), 'storybook-'));
const server = Fastify();
try {
  const problem = await check(out, server);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  }
} finally {
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
