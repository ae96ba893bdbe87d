/**
 * Image and game-launch CDNs (spec §3 "System/permission info": imageCDNs, launchGameCDNs):
 * the platform sends lists, the storefront picks one at random and puts it in front of the
 * relative paths it receives.
 */

/** One entry of `list` at random, or null for an empty list (same origin). */
export function pickCdn(
  list: readonly string[],
  random: () => number = Math.random,
): string | null {
  if (list.length === 0) return null;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? null;
}

/**
 * `path` served from `base`: absolute URLs (http, https, data, blob, protocol-relative `//host`)
 * stay as they are, a relative path gets the CDN in front, or stays relative (same origin)
 * without one.
 */
export function withCdn(path: string, base: string | null): string {
  if (/^(https?:|data:|blob:|\/\/)/i.test(path) || base === null) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
