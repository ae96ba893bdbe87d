import { describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../schemas/brand.ts';
import { roleOf } from './roles.ts';
import { isVisible } from './visibility.ts';

const features: FeatureNode[] = [
  { modId: 'referralPromo', enabled: true, childrenNodes: [] },
  { modId: 'freePlay', enabled: false, childrenNodes: [] },
];

describe('isVisible', () => {
  it('shows without a condition', () => {
    expect(isVisible(undefined, { features, role: 'visitor' })).toBe(true);
  });

  it('follows a flag, or its negation', () => {
    expect(isVisible({ flag: 'referralPromo' }, { features, role: 'visitor' })).toBe(true);
    expect(isVisible({ flag: 'freePlay' }, { features, role: 'visitor' })).toBe(false);
    expect(isVisible({ flag: '!freePlay' }, { features, role: 'visitor' })).toBe(true);
  });

  it('follows roles and login state, all conditions together', () => {
    expect(isVisible({ roles: ['member', 'agent'] }, { features, role: 'trial' })).toBe(false);
    expect(isVisible({ loggedIn: true }, { features, role: 'trial' })).toBe(true);
    expect(isVisible({ loggedIn: false }, { features, role: 'member' })).toBe(false);
    expect(
      isVisible({ flag: 'referralPromo', roles: ['member'] }, { features, role: 'visitor' }),
    ).toBe(false);
  });
});

describe('roleOf', () => {
  it('derives the role from the token and isAgent (spec §6)', () => {
    expect(roleOf({ token: null })).toBe('visitor');
    expect(roleOf({ token: 't', isAgent: 0 })).toBe('member');
    for (const type of [1, 2, 41, 42]) expect(roleOf({ token: 't', isAgent: type })).toBe('agent');
    expect(roleOf({ token: 't', isAgent: 4 })).toBe('trial');
  });
});
