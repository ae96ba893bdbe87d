/** A JSON value as parsed from a brand file. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges a child brand over its parent: objects merge key by key, arrays and scalars replace,
 * and `null` removes the parent's key (so a child can drop a route or a section).
 * Neither input is modified.
 */
export function mergeBrand(parent: Json, child: Json): Json {
  if (!isJsonObject(parent) || !isJsonObject(child)) return structuredClone(child);
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(parent)) {
    if (!Object.hasOwn(child, key)) out[key] = structuredClone(value);
  }
  for (const [key, value] of Object.entries(child)) {
    if (value === null) continue;
    const inherited = parent[key];
    out[key] =
      isJsonObject(value) && isJsonObject(inherited)
        ? mergeBrand(inherited, value)
        : structuredClone(value);
  }
  return out;
}
