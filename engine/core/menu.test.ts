import { describe, expect, it } from 'vitest';
import { resolveMenu } from './menu.ts';

describe('resolveMenu', () => {
  it('keeps the brand order and resolves each target', () => {
    expect(
      resolveMenu({ menu: { order: ['download', 'home', 'referral', 'language'], items: {} } }),
    ).toEqual([
      { key: 'download', target: { kind: 'route', path: '/down' } },
      { key: 'home', target: { kind: 'route', path: '/' } },
      {
        key: 'referral',
        target: { kind: 'resource', resource: 'AFFILIATELINK' },
        visibleWhen: { flag: 'referralPromo' },
      },
      { key: 'language', target: { kind: 'language' } },
    ]);
  });

  it('applies a brand route and condition override', () => {
    const [entry] = resolveMenu({
      menu: {
        order: ['home'],
        items: { home: { route: '/index', visibleWhen: { loggedIn: true } } },
      },
    });
    expect(entry).toEqual({
      key: 'home',
      target: { kind: 'route', path: '/index' },
      visibleWhen: { loggedIn: true },
    });
  });
});
