import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

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
 * The widget types every page's frame shows and those of the home page, as the base brand file
 * places them: the widgets of the first screen most players see.
 */
function firstScreenWidgetTypes(): string[] {
  const base = JSON.parse(readFileSync(new URL('brands/base.json', import.meta.url), 'utf8')) as {
    frame: Record<string, { type: string }>;
    pages: { home: { sections: Record<string, { type: string }> } };
  };
  // The member center's menu shows on the member pages only.
  const { memberCenter: _memberCenter, ...frame } = base.frame;
  const sections = [...Object.values(frame), ...Object.values(base.pages.home.sections)];
  return [...new Set(sections.map((section) => section.type))];
}

/**
 * Fewer, larger chunks for the first screen (README "Size"). Left to itself the bundler made a
 * chunk per widget, one per set of widgets sharing a helper, and split what the entry imports
 * into common chunks too: about 60 files on home, which compress about 20 kB worse than a few.
 * - `index`: every module the entry imports statically (what every page loads anyway).
 * - `first-screen`: the code of the first screen's widgets (`firstScreenWidgetTypes`) and what
 *   only it imports. Widgets of other pages keep their own chunks and import the helpers they
 *   share with these from it; code the widgets load on demand stays apart.
 * The manifest gets an entry for each widget module in `first-screen`, so the platform finds a
 * shown widget's script (platform/modules/brands/widget-assets.ts).
 */
function firstScreenChunks(): Plugin {
  let entryModules = new Set<string>();
  let firstScreenModules = new Set<string>();
  let root = '';
  return {
    name: 'first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => (entryModules.has(id) ? 'index' : null),
                  debugName: 'entry',
                  includeDependenciesRecursively: false,
                },
                {
                  name: (id: string) => (firstScreenModules.has(id) ? 'first-screen' : null),
                  debugName: 'first-screen',
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticallyImported = (from: string[]) => {
        const reached = new Set<string>();
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (reached.has(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      entryModules = staticallyImported(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // A widget of type `t` is the module widgets/t/t.tsx (tests/unit/widget-contract.test.ts).
      const widgetModules = firstScreenWidgetTypes().map((type) => `/widgets/${type}/${type}.tsx`);
      const widgets = ids.filter((id) =>
        widgetModules.some((module) => id.replaceAll('\\', '/').endsWith(module)),
      );
      firstScreenModules = new Set(
        [...staticallyImported(widgets)].filter((id) => !entryModules.has(id)),
      );
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, object>;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.name !== 'first-screen') continue;
          const own = manifest[`_${chunk.fileName.replace(/^assets\//, '')}`];
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const key = relative(root, id).replaceAll('\\', '/');
            manifest[key] ??= { ...own, file: chunk.fileName, src: key, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
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
    firstScreenChunks(),
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
