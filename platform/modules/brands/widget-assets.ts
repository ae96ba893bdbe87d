/**
 * The scripts a server-rendered page's widgets need, from the storefront build's manifest
 * (`dist/storefront/.vite/manifest.json`). A widget's code is a chunk the browser loads on
 * demand; a page rendered on the server shows its widgets at once, and hydrating it waits for
 * their code, so the page lists it for public/boot.js, which preloads it together with the entry
 * when it starts the app, instead of the app asking for it only after its entry has run. (Styles need nothing of the kind: the storefront has one stylesheet, linked by
 * index.html.) A widget of type `t` is the module `widgets/t/t.tsx`
 * (tests/unit/widget-contract.test.ts).
 */

/** One entry of Vite's build manifest (the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: chunks by source path or chunk name. */
export type Manifest = Record<string, ManifestChunk>;

/** The script URLs of each widget module in `manifest` beyond the entry's own, by widget type. */
export function widgetScriptsOf(manifest: Manifest): Map<string, string[]> {
  // The entry's own chunks are in every page already (index.html lists them).
  const inEntry = new Set<string>();
  const walk = (key: string, seen: Set<string>) => {
    if (seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported, seen);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entryKey) walk(entryKey, inEntry);
  const scripts = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const type = /^widgets\/([\w-]+)\/\1\.tsx$/.exec(key)?.[1];
    if (!type) continue;
    const chunks = new Set<string>();
    walk(key, chunks);
    scripts.set(
      type,
      [...chunks].map((chunk) => `/${manifest[chunk]!.file}`),
    );
  }
  return scripts;
}

/** The script URLs of `widgets`, each file once. */
export function widgetScriptsFor(
  scripts: Map<string, string[]>,
  widgets: readonly string[],
): string[] {
  return [...new Set(widgets.flatMap((type) => scripts.get(type) ?? []))];
}
