/**
 * A short-lived cache of rendered pages (ADR 0015). Pages are never rendered logged in, so one
 * page serves every visitor with the same brand, language, theme, system status and URL. A
 * brand change makes a new `ServedSite`, which starts an empty cache; entries also expire.
 */
import type { ServedSite } from './registry.ts';

/** How long a rendered page is reused. */
export const pageCacheMs = 5_000;

/** The most pages kept per brand; the oldest go first. */
const maxEntries = 500;

interface Entry {
  at: number;
  value: unknown;
}

/** Pages by brand, then by key. */
export function pageCache<T>(now: () => number = Date.now) {
  const sites = new WeakMap<ServedSite, Map<string, Entry>>();
  return {
    get(site: ServedSite, key: string): T | undefined {
      const entry = sites.get(site)?.get(key);
      return entry && now() - entry.at < pageCacheMs ? (entry.value as T) : undefined;
    },
    set(site: ServedSite, key: string, value: T): void {
      let entries = sites.get(site);
      if (!entries) {
        entries = new Map();
        sites.set(site, entries);
      }
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
