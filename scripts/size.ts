/**
 * `npm run size`: the gzip size of the JavaScript the home route loads, measured by loading `/`
 * in Chromium against the platform serving the built storefront, beside the size of a bare
 * React + TanStack Router app built with the same Vite config (the floor). Fails when the home
 * route is over the budget.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../platform/kernel/paths.ts';
import { chromiumPath, chromiumQuietFlags, withBuiltPlatform } from './built-platform.ts';

// Issue 12's budget: at most 150 kB, and at most 1.6 times the floor built in the same run
// (README "Size" has the breakdown and its history).
const budgetKb = 150;
const budgetFloorRatio = 1.6;
const port = Number(process.env.SIZE_PORT ?? 4390);
const gzipKb = (data: Buffer) => gzipSync(data, { level: 9 }).length / 1024;

async function floorKb(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'size-floor-'));
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    root: join(repoRoot, 'scripts/size-floor'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: false },
  });
  const assets = join(outDir, 'assets');
  const total = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipKb(readFileSync(join(assets, name))), 0);
  rmSync(outDir, { recursive: true, force: true });
  return total;
}

async function homeRoute(): Promise<{ kb: number; files: [string, number][] }> {
  return withBuiltPlatform(port, async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumQuietFlags,
    });
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('jackpot-amount').waitFor();
    await page.waitForLoadState('networkidle');
    await browser.close();
    const files = [...scripts].map((path): [string, number] => [
      path,
      gzipKb(readFileSync(join(repoRoot, 'dist/storefront', path))),
    ]);
    return { kb: files.reduce((sum, [, kb]) => sum + kb, 0), files };
  });
}

const floor = await floorKb();
const home = await homeRoute();
for (const [path, kb] of home.files.sort((a, b) => b[1] - a[1]))
  console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${path}`);
const budget = Math.min(budgetKb, budgetFloorRatio * floor);
console.log(
  `Home route JavaScript (gzip): ${home.kb.toFixed(1)} kB in ${home.files.length} files, ${(home.kb / floor).toFixed(2)}x the floor (budget ${budgetKb} kB and ${budgetFloorRatio}x the floor: ${budget.toFixed(1)} kB)`,
);
console.log(`Floor, bare React + TanStack Router (gzip): ${floor.toFixed(1)} kB`);
console.log(
  `Engine, widgets and the other libraries on top of the floor: ${(home.kb - floor).toFixed(1)} kB`,
);
if (home.kb > budget) {
  console.error(`Over budget by ${(home.kb - budget).toFixed(1)} kB`);
  process.exit(1);
}
