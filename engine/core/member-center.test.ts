import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand.ts';
import {
  memberCenterBackdrop,
  memberCenterEntries,
  memberCenterKeyOf,
  memberCenterPath,
  memberCenterPresentation,
} from './member-center.ts';

const route = {
  page: 'p',
  title: { EN: 'T' },
  description: { EN: 'D' },
  chrome: { topBar: true, sideBar: true, leftBarMini: false, rightBar: true, footer: true },
};

function brandWith(entries: Brand['memberCenter']['entries'], paths: string[]) {
  return {
    memberCenter: { entries, presentation: 'page' },
    routes: Object.fromEntries(paths.map((path) => [path, route])),
  } satisfies Pick<Brand, 'memberCenter' | 'routes'>;
}

describe('member center routes', () => {
  it('maps page keys to /member/<key> and back', () => {
    expect(memberCenterPath('depositv2')).toBe('/member/depositv2');
    expect(memberCenterKeyOf('/member/transactionHistory')).toBe('transactionHistory');
  });

  it('knows only the spec page keys under /member/', () => {
    expect(memberCenterKeyOf('/member/unknownPage')).toBeNull();
    expect(memberCenterKeyOf('/member/withdraw/extra')).toBeNull();
    expect(memberCenterKeyOf('/withdraw')).toBeNull();
    expect(memberCenterKeyOf('/member/')).toBeNull();
  });
});

describe('memberCenterEntries', () => {
  const brand = brandWith(
    ['withdraw', 'transferUpline', 'depositv2', 'rewardCenter'],
    ['/member/depositv2', '/member/withdraw', '/member/transferUpline'],
  );

  it("keeps the brand's order and drops entries without a route", () => {
    expect(memberCenterEntries(brand, { toUpline: true })).toEqual([
      'withdraw',
      'transferUpline',
      'depositv2',
    ]);
  });

  it('shows the upline transfer only to members with an upline', () => {
    expect(memberCenterEntries(brand, { toUpline: false })).toEqual(['withdraw', 'depositv2']);
  });
});

describe('memberCenterPresentation', () => {
  const brand = (presentation: 'page' | 'modal') => ({
    memberCenter: { entries: [], presentation },
  });

  it("follows the brand's choice on a wide screen", () => {
    expect(memberCenterPresentation(brand('modal'), true)).toBe('modal');
    expect(memberCenterPresentation(brand('page'), true)).toBe('page');
  });

  it('is a page on a phone, whatever the brand says', () => {
    expect(memberCenterPresentation(brand('modal'), false)).toBe('page');
  });
});

describe('memberCenterBackdrop', () => {
  const game = { ...route, chrome: { ...route.chrome, footer: false } };
  const routes = {
    '/': route,
    '/rng': route,
    '/game': game,
    '/member/withdraw': route,
    '/member/depositv2': route,
  };

  it('draws the page the player came from, with its query', () => {
    expect(memberCenterBackdrop({ routes }, '/member/withdraw', '/rng?page=2')).toBe('/rng?page=2');
  });

  it("draws the brand's home when the player came from no page of the frame", () => {
    // A page that hides part of the frame (a game), a member center page, a 404.
    expect(memberCenterBackdrop({ routes }, '/member/withdraw', '/game')).toBe('/');
    expect(memberCenterBackdrop({ routes }, '/member/withdraw', '/member/depositv2')).toBe('/');
    expect(memberCenterBackdrop({ routes }, '/member/withdraw', '/no-such-page')).toBe('/');
    expect(memberCenterBackdrop({ routes }, '/member/withdraw', '/toString')).toBe('/');
  });

  it('draws nothing when not even the home fits', () => {
    const noHome = { '/rng': route, '/member/withdraw': route };
    expect(memberCenterBackdrop({ routes: noHome }, '/member/withdraw', '/game')).toBeNull();
    expect(memberCenterBackdrop({ routes }, '/member/unknownPage', '/rng')).toBeNull();
  });
});
