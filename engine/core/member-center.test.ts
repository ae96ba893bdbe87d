import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand.ts';
import { memberCenterEntries, memberCenterKeyOf, memberCenterPath } from './member-center.ts';

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
