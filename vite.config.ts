import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { firstScreen } from './vite.first-screen.ts';
import { browserWidgetDefinitions } from './scripts/widget-definitions.ts';

/**
 * Puts the stylesheet first in the head, before the entry script and its module preloads: the
 * first paint waits for the stylesheet only, so it must not queue behind the scripts.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let result = html;
        for (const link of links) result = result.replace(link, '');
        return result.replace(
          /(\s*)<script /,
          (match, space: string) =>
            `${links
              .map((link) => link.trimStart())
              .map((link) => `${space}${link}`)
              .join('')}${match}`,
        );
      },
    },
  };
}

/**
 * Takes the entry script and its module preloads out of the HTML and lists them in
 * `<script type="application/json" id="app-scripts">` instead: public/boot.js starts the app
 * once the page has loaded, so the server-rendered page and its images get the network and the
 * main thread first (README "Speed", ADR 0018).
 */
function appStartedByBoot(): Plugin {
  return {
    name: 'app-started-by-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The storefront's template only (not Storybook's or the size floor's pages).
        if (!html.includes('<!--brand-head-->')) return html;
        const entry = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module script to start');
        const preloads = [
          ...html.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g),
        ];
        let result = html.replace(entry[0], '');
        for (const preload of preloads) result = result.replace(preload[0], '');
        const scripts = { entry: entry[1], preloads: preloads.map((preload) => preload[1]) };
        return result.replace(
          '</head>',
          () =>
            `  <script type="application/json" id="app-scripts">${JSON.stringify(scripts)}</script>\n  </head>`,
        );
      },
    },
  };
}

/**
 * Minifies `boot.js` in the build: Vite copies public/ as it is, comments and all, and every page
 * loads boot.js first (about 1 kB of the home route's JavaScript less, README "Size").
 */
function minifiedBoot(): Plugin {
  let outDir = '';
  return {
    name: 'minified-boot',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = join(outDir, 'boot.js');
      if (!existsSync(file)) return;
      // A classic script (not a module): its top-level names stay as they are.
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'), { module: false });
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

/**
 * One build config for the storefront, Storybook (which reuses it) and the size floor.
 * `index.html` is a template: the platform fills in the brand, title and theme per host.
 */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    stylesheetFirst(),
    appStartedByBoot(),
    ...firstScreen(),
    browserWidgetDefinitions(),
    minifiedBoot(),
  ],
  build: {
    outDir: 'dist/storefront',
    manifest: true,
    // One stylesheet for the whole storefront (about 10 kB gzip), linked by index.html: a
    // server-rendered page is styled at first paint whatever widgets it shows, with one
    // request instead of one per widget chunk.
    cssCodeSplit: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
