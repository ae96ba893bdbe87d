import { describe, expect, it } from 'vitest';
import { missingLanguage, perLanguageTexts } from './data-texts.ts';

describe('texts from data', () => {
  const brand = {
    languages: { default: 'TY', supported: ['TY', 'EN'] },
    routes: { '/register': { title: { EN: 'Register', TY: 'Magparehistro' } } },
    bannerGroups: {
      w_reg: [{ bannerId: 'r', url: 'r.svg', alt: { EN: 'Create your account' } }],
    },
  };

  it('finds every per-language text wherever it is, with its pointer', () => {
    expect(perLanguageTexts(brand).map((t) => t.where)).toEqual([
      '/routes/~1register/title',
      '/bannerGroups/w_reg/0/alt',
    ]);
  });

  it('reports each text without the language, and passes when all have it', () => {
    expect(missingLanguage('lucky', perLanguageTexts(brand), 'TY')).toEqual([
      'lucky/bannerGroups/w_reg/0/alt: no TY text',
    ]);
    expect(missingLanguage('lucky', perLanguageTexts(brand), 'EN')).toEqual([]);
    expect(missingLanguage('x', [{ where: '/a', text: { EN: 'A', TY: ' ' } }], 'TY')).toEqual([
      'x/a: no TY text',
    ]);
  });

  it('fails when there is nothing to check, rather than passing', () => {
    expect(missingLanguage('catalog', perLanguageTexts({ games: [] }), 'TY')).toEqual([
      'catalog: no text to check for TY (nothing found)',
    ]);
  });
});
