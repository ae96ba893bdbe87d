import { describe, expect, it } from 'vitest';
import { routeHead } from './head.ts';

const brand = {
  name: 'Lucky PH',
  routes: {
    '/': {
      page: 'home',
      title: { EN: 'Home', TY: 'Tahanan' },
      description: { EN: 'Play', TY: 'Maglaro' },
      chrome: { topBar: true, sideBar: true, leftBarMini: false, rightBar: true, footer: true },
    },
  },
};

describe('routeHead', () => {
  it('gives the route title with the brand name, in the language', () => {
    expect(routeHead(brand, '/', 'TY')).toEqual({
      title: 'Tahanan | Lucky PH',
      description: 'Maglaro',
    });
    expect(routeHead(brand, '/', 'EN')).toEqual({ title: 'Home | Lucky PH', description: 'Play' });
  });

  it('falls back to English for a missing language and names unknown paths', () => {
    expect(routeHead(brand, '/', 'VI').title).toBe('Home | Lucky PH');
    expect(routeHead(brand, '/nope', 'EN').title).toBe('Page not found | Lucky PH');
  });
});
