/**
 * What the home route loads, kept to what its first screen needs (README "Size"): the build's
 * chunks and the message catalogs. Used by vite.config.ts for the storefront's browser build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The widget types of the first screen most players see: those every page's frame shows and
 * those of the home page, as the base brand file places them, and the overlays the frame mounts
 * on every page (widgets with the `overlay` placement).
 */
function firstScreenWidgetTypes(): string[] {
  const base = JSON.parse(readFileSync(new URL('brands/base.json', import.meta.url), 'utf8')) as {
    frame: Record<string, { type: string }>;
    pages: { home: { sections: Record<string, { type: string }> } };
  };
  // The member and agent centers' menus show on their own pages only.
  const { memberCenter: _memberCenter, agentCenter: _agentCenter, ...frame } = base.frame;
  const sections = [...Object.values(frame), ...Object.values(base.pages.home.sections)];
  const widgets = new URL('widgets/', import.meta.url);
  const overlays = readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((type) => {
      const index = new URL(`${type}/index.ts`, widgets);
      return (
        existsSync(index) && /placement:\s*\[[^\]]*'overlay'/.test(readFileSync(index, 'utf8'))
      );
    });
  return [...new Set([...sections.map((section) => section.type), ...overlays])];
}

const slash = (id: string) => id.replaceAll('\\', '/');

/** V8's explicit compile hint: every function of the file is compiled while it streams in. */
const eagerCompileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the `index` and `first-screen` chunks for eager compilation (ADR 0030). Chromium
 * streams a script and compiles it on a background thread, but only its top level: each
 * function is compiled on the main thread when it is first called, and hydrating home calls
 * most of React's. With the hint the background thread compiles them all (about 200 ms less
 * main thread at 4x slowdown). Other chunks load for other pages and stay lazily compiled.
 */
function markEagerlyCompiled(bundle: Rolldown.OutputBundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || (chunk.name !== 'index' && chunk.name !== 'first-screen'))
      continue;
    chunk.code = eagerCompileHint + chunk.code;
    // The map (when the build writes one) starts a line later.
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}
/** A widget's registry module (widgets/t/index.ts): its dynamic import is the widget's code. */
const isWidgetIndex = (id: string) => /\/widgets\/[\w-]+\/index\.ts$/.test(slash(id));
/** A message id in code the Lingui macro compiled: `{ id: "…" }` or `<Trans id="…">`. */
const messageIdPattern = /\bid(?::\s*|=)(["'`])([\w+/=-]+)\1/g;
const catalogPattern = /\/locales\/([\w-]+)\/messages\.po$/;
const restCatalog = 'virtual:storefront-texts/';
const textsPlaceholder = /__STOREFRONT_TEXTS__\((["'`])([\w-]+):(first|rest)\1\)/g;

/**
 * Fewer, larger chunks for the first screen, and its texts apart from the other pages'.
 *
 * Chunks: left to itself the bundler made a chunk per widget, one per set of widgets sharing a
 * helper, and split what the entry imports into common chunks too: about 60 files on home, which
 * compress about 20 kB worse than a few.
 * - `index`: every module the entry imports statically (what every page loads anyway).
 * - `first-screen`: the code of the first screen's widgets (`firstScreenWidgetTypes`) and what
 *   only it imports. Widgets of other pages keep their own chunks and import the helpers they
 *   share with these from it; code the widgets load on demand stays apart.
 * The manifest gets an entry for each widget module in `first-screen`, so the platform finds a
 * shown widget's script (platform/modules/brands/widget-assets.ts).
 *
 * Texts: each catalog (`locales/<locale>/messages.po`) exports the messages of the code the
 * home route loads (the entry, `first-screen` and what they load on demand besides other
 * widgets) and `loadRest`, a chunk with all the others, which app/registry.ts loads with the
 * code of any other widget (engine/i18n/i18n.ts `loadAllTexts`). A message found in no code
 * stays with the first part.
 */
export function firstScreen(): Plugin[] {
  const firstScreenTypes = firstScreenWidgetTypes();
  let entryModules = new Set<string>();
  let firstScreenModules = new Set<string>();
  const homeTexts = new Set<string>();
  const allUsedTexts = new Set<string>();
  const idsByModule = new Map<string, Set<string>>();
  const catalogs = new Map<string, Record<string, unknown>>();
  let root = '';
  /** The storefront's build (not Storybook's, nor the size floor's, which share the config). */
  let enabled = false;
  const chunks: Plugin = {
    name: 'first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      define: { 'import.meta.env.FIRST_SCREEN_WIDGETS': JSON.stringify(firstScreenTypes) },
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
      const html = join(root, 'index.html');
      enabled =
        !config.plugins.some((plugin) => plugin.name.startsWith('storybook:')) &&
        existsSync(html) &&
        readFileSync(html, 'utf8').includes('<!--brand-head-->');
    },
    buildEnd() {
      if (!enabled) return;
      const ids = [...this.getModuleIds()];
      const reached = (from: string[], dynamic: boolean) => {
        const seen = new Set<string>();
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []));
          if (dynamic && !isWidgetIndex(id)) queue.push(...(info?.dynamicallyImportedIds ?? []));
        }
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      entryModules = reached(entries, false);
      // A widget of type `t` is the module widgets/t/t.tsx (tests/unit/widget-contract.test.ts).
      const widgetModules = firstScreenTypes.map((type) => `/widgets/${type}/${type}.tsx`);
      const widgets = ids.filter((id) =>
        widgetModules.some((module) => slash(id).endsWith(module)),
      );
      firstScreenModules = new Set(
        [...reached(widgets, false)].filter((id) => !entryModules.has(id)),
      );
      for (const id of reached([...entries, ...widgets], true))
        for (const text of idsByModule.get(id) ?? []) homeTexts.add(text);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (enabled) markEagerlyCompiled(bundle);
        const asset = bundle['.vite/manifest.json'];
        if (!enabled || asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, object>;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.name !== 'first-screen') continue;
          const own = manifest[`_${chunk.fileName.replace(/^assets\//, '')}`];
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const key = slash(relative(root, id));
            manifest[key] ??= { ...own, file: chunk.fileName, src: key, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
  const texts: Plugin = {
    name: 'first-screen-texts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId(source) {
      return enabled && source.startsWith(restCatalog) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${restCatalog}`)) return null;
      const locale = id.slice(restCatalog.length + 1);
      return `export const messages = __STOREFRONT_TEXTS__("${locale}:rest");`;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!enabled) return null;
        const locale = catalogPattern.exec(slash(id))?.[1];
        if (locale) {
          // Lingui's compiled catalog: `export const messages=JSON.parse("…")`.
          const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
          if (!literal) throw new Error(`${id}: not a compiled Lingui catalog`);
          catalogs.set(
            locale,
            JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>,
          );
          return {
            code: [
              `export const messages = __STOREFRONT_TEXTS__("${locale}:first");`,
              `export const loadRest = () => import("${restCatalog}${locale}");`,
            ].join('\n'),
            map: null,
          };
        }
        if (!/\.(ts|tsx)$/.test(id) || id.includes('/node_modules/')) return null;
        const found = new Set([...code.matchAll(messageIdPattern)].map((match) => match[2]!));
        idsByModule.set(id, found);
        for (const text of found) allUsedTexts.add(text);
        return null;
      },
    },
    renderChunk(code) {
      if (!code.includes('__STOREFRONT_TEXTS__')) return null;
      return code.replace(textsPlaceholder, (_match, _quote, locale: string, part: string) => {
        const messages = catalogs.get(locale);
        if (!messages) throw new Error(`no catalog for ${locale}`);
        const first = (id: string) => homeTexts.has(id) || !allUsedTexts.has(id);
        const chosen = Object.fromEntries(
          Object.entries(messages).filter(([id]) => first(id) === (part === 'first')),
        );
        return `JSON.parse(${JSON.stringify(JSON.stringify(chosen))})`;
      });
    },
  };
  return [chunks, texts];
}
