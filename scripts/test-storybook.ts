/**
 * `npm run test:storybook`: builds Storybook, checks that every story file made it into the
 * built index with at least one story (so a story that breaks the build or is not picked up
 * fails), then opens every story in Chromium and runs axe on it, as the Storybook a11y panel
 * does: any serious or critical violation, a story that fails to render, or a call to the
 * platform that no mock handler answers (the story would show a failure it does not mean to)
 * fails the run. Each story is checked in the dark and in the light theme, once its data is in.
 *
 * Speed: the preview is loaded once per page and switched from story to story over its channel,
 * and axe-core is loaded into it once; a page load and an injection of axe per check took the
 * sweep of 412 stories to about 33 minutes on 2 cores; this checks 500 in about 5, build included.
 */
import fastifyStatic from '@fastify/static';
import { chromium, type Page } from '@playwright/test';
import axeCore from 'axe-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot } from '../platform/kernel/paths.ts';
import { wcagTags } from '../tests/support/axe-rules.ts';

interface IndexEntry {
  id: string;
  type: string;
  importPath: string;
}

const themes = ['dark', 'light'] as const;
/** Stories checked at the same time, each page in its own context: their waits overlap. */
const pagesAtOnce = 2;

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith('.stories.tsx') ? [relative(repoRoot, path)] : [];
  });
}

/** The part of the preview's channel the sweep uses. */
interface Channel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

/** What the preview says when it has shown a story (or failed to). */
const renderEvents = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];

/**
 * Asks the loaded preview to show another story, or the current one with other globals, over
 * its channel (as the Storybook manager does), and waits for the render to end. A full page
 * load per story took about 1.4 s; this takes about 0.15 s.
 */
async function show(page: Page, request: { storyId: string } | { theme: string }) {
  const event = await page.evaluate(
    ({ request, renderEvents }) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const listeners = renderEvents.map((name) => () => {
          renderEvents.forEach((other, i) => channel.off(other, listeners[i]!));
          resolve(name);
        });
        renderEvents.forEach((name, i) => channel.on(name, listeners[i]!));
        if ('storyId' in request)
          channel.emit('setCurrentStory', { storyId: request.storyId, viewMode: 'story' });
        else channel.emit('updateGlobals', { globals: { theme: request.theme } });
        setTimeout(() => resolve('timeout'), 15_000);
      }),
    { request, renderEvents },
  );
  if (event === 'storyRendered') return null;
  return event === 'timeout'
    ? 'the story did not render within 15 s'
    : `the story failed (${event})`;
}

/** What `watchFetches` keeps on the preview's window. */
interface FetchWatch {
  /** When each fetch in flight started (`performance.now()`), by a number of its own. */
  fetchesInFlight: Map<number, number>;
  /** When a fetch last started or ended. */
  lastFetchAt: number;
}

/** Run in the preview before its scripts: watches its fetches (the mocked API answers them). */
function watchFetches() {
  const watch = window as unknown as FetchWatch & typeof globalThis;
  const fetch = watch.fetch.bind(watch);
  let fetches = 0;
  watch.fetchesInFlight = new Map();
  watch.lastFetchAt = 0;
  watch.fetch = (...args) => {
    const id = (fetches += 1);
    watch.lastFetchAt = performance.now();
    watch.fetchesInFlight.set(id, watch.lastFetchAt);
    return fetch(...args).finally(() => {
      watch.fetchesInFlight.delete(id);
      watch.lastFetchAt = performance.now();
    });
  };
}

/** The preview's clock (`performance.now()`), to tell this story's fetches from earlier ones. */
const previewNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Waits until the calls to the mocked API made `since` are answered and drawn: none in flight
 * and none for 100 ms, then two frames. (A call of an earlier story may never end: a loading
 * story's.) A story that shows a call still loading is checked after 1 s. A fixed wait checked
 * a slow render half loaded: a dialog that scrolled with nothing in it to focus yet.
 */
async function settled(page: Page, since: number) {
  await page.evaluate(
    ({ since, quietMs, longestMs }) =>
      new Promise<void>((resolve) => {
        const watch = window as unknown as FetchWatch;
        const start = performance.now();
        const look = () => {
          const now = performance.now();
          const inFlight = [...watch.fetchesInFlight.values()].some((at) => at >= since);
          const quiet = !inFlight && now - Math.max(start, watch.lastFetchAt) >= quietMs;
          if (quiet || now - start >= longestMs)
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          else setTimeout(look, 20);
        };
        look();
      }),
    { since, quietMs: 100, longestMs: 1_000 },
  );
}

/** The platform calls the story made that no handler answered (`.storybook/preview.tsx`). */
async function unansweredCalls(page: Page) {
  const calls = await page.evaluate(() => {
    const preview = window as unknown as { unansweredPlatformCalls?: string[] };
    return preview.unansweredPlatformCalls?.splice(0) ?? [];
  });
  return [...new Set(calls)].map((call) => `no handler answers ${call}`);
}

/** The serious and critical axe violations on the page (axe-core is loaded in it once). */
async function axeProblems(page: Page) {
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, wcagTags);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/**
 * Checks `storyIds` one after the other in one loaded preview: each story in the theme the
 * previous one ended in, then in the other theme, so every story is seen in both.
 */
async function checkStories(page: Page, base: string, storyIds: string[], failures: string[]) {
  const [first] = storyIds;
  if (!first) return;
  let theme: string = themes[0];
  await page.addInitScript(watchFetches);
  await page.goto(`${base}/iframe.html?id=${first}&viewMode=story&globals=theme:${theme}`);
  const shown = await page.waitForFunction(
    () =>
      ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].find((name) =>
        document.body.classList.contains(name),
      ),
    undefined,
    { timeout: 15_000 },
  );
  const firstFailed =
    (await shown.jsonValue()) === 'sb-show-main' ? null : 'the story did not render';
  await page.evaluate(axeCore.source);
  for (const storyId of storyIds) {
    const steps: Parameters<typeof show>[1][] = [
      { storyId },
      { theme: theme === 'dark' ? 'light' : 'dark' },
    ];
    for (const step of steps) {
      if ('theme' in step) theme = step.theme;
      // The first story was loaded with the page.
      const loaded = storyId === first && 'storyId' in step;
      const since = loaded ? 0 : await previewNow(page);
      const failed = loaded ? firstFailed : await show(page, step);
      await settled(page, since);
      const problems = failed ? [failed] : await axeProblems(page);
      problems.push(...(await unansweredCalls(page)));
      for (const problem of problems) failures.push(`${storyId} [${theme}]: ${problem}`);
    }
  }
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
  const ids = entries.map((entry) => entry.id);
  try {
    // Each page checks its share of the stories in a context of its own (its own mock service
    // worker), so one page's waits overlap the other's work.
    await Promise.all(
      Array.from({ length: pagesAtOnce }, async (_, n) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await checkStories(
          page,
          base,
          ids.filter((_, i) => i % pagesAtOnce === n),
          failures,
        );
      }),
    );
  } finally {
    await browser.close();
  }
  if (failures.length > 0) return `Problems in stories:\n${failures.sort().join('\n')}`;
  console.log(
    `${entries.length} stories, both themes: no serious or critical axe violation, every platform call answered`,
  );
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
