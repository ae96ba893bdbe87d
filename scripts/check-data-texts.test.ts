import { describe, expect, it } from 'vitest';
import { missingLanguage } from '../engine/i18n/data-texts.ts';
import { demoCatalog } from '../platform/modules/catalog/index.ts';
import { catalogTexts, dataTextProblems } from './check-data-texts.ts';

describe('i18n:check on texts from data', () => {
  it('passes on the brands and the demo catalog as they are', () => {
    expect(dataTextProblems()).toEqual([]);
  });

  it('checks every game and classify caption of the demo catalog, in English and Tagalog', () => {
    const catalog = demoCatalog();
    const texts = catalogTexts(catalog);
    expect(texts.length).toBeGreaterThan(catalog.games.length);
    expect(missingLanguage('demo catalog', texts, 'TY')).toEqual([]);
    expect(missingLanguage('demo catalog', texts, 'EN')).toEqual([]);
  });

  it('reports a game without a Tagalog caption', () => {
    const catalog = demoCatalog();
    const game = catalog.games[0]!;
    const { names: _dropped, ...untranslated } = game;
    catalog.games[0] = untranslated;
    expect(missingLanguage('demo catalog', catalogTexts(catalog), 'TY')).toEqual([
      `demo catalog/games/${game.nodeId}: no TY text`,
    ]);
  });
});
