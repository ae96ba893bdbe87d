import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './i18n.ts';

/** The attribute changes `applyDocumentLanguage` makes to a fresh `<html>`-like element. */
async function changesOf(root: HTMLElement, apply: () => void): Promise<string[]> {
  const changed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) changed.push(record.attributeName ?? '');
  });
  observer.observe(root, { attributes: true });
  apply();
  await Promise.resolve();
  observer.disconnect();
  return changed;
}

describe('applyDocumentLanguage', () => {
  it('sets lang and dir for the language', async () => {
    const root = document.createElement('html');
    root.lang = 'en';
    root.dir = 'ltr';
    expect(await changesOf(root, () => applyDocumentLanguage('AR', root))).toEqual(['lang', 'dir']);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
  });

  it('leaves attributes that are already right alone (the browser restyles the page for each)', async () => {
    const root = document.createElement('html');
    root.lang = 'tl';
    root.dir = 'ltr';
    expect(await changesOf(root, () => applyDocumentLanguage('TY', root))).toEqual([]);
  });
});
