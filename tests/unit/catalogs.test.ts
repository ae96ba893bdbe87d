import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/kernel/paths.ts';

function entries(locale: string): Map<string, string> {
  const text = readFileSync(join(repoRoot, 'locales', locale, 'messages.po'), 'utf8');
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

describe('catalogs', () => {
  const en = entries('en');
  const tl = entries('tl');

  it('have the same messages in English and Tagalog', () => {
    expect(en.size).toBeGreaterThan(50);
    expect([...tl.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translate every message into Tagalog, keeping its placeholders', () => {
    for (const [id, text] of tl) {
      expect(text, id).not.toBe('');
      const placeholders = (s: string) =>
        [...s.matchAll(/\{\w+\}|<\/?\d+>/g)].map((m) => m[0]).sort();
      expect(placeholders(text), id).toEqual(placeholders(id));
    }
  });
});
