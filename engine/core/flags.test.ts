import { describe, expect, it } from 'vitest';
import type { FeatureNode } from '../../schemas/brand.ts';
import { applyFlagOverrides, collectModIds, isFeatureEnabled } from './flags.ts';

const tree: FeatureNode[] = [
  {
    modId: 'REGISTRATION',
    enabled: true,
    childrenNodes: [
      {
        modId: 'mobileReg',
        enabled: true,
        childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] }],
      },
      { modId: 'usernameEnabled', enabled: false, childrenNodes: [] },
    ],
  },
  {
    modId: 'PROMOTION',
    enabled: false,
    childrenNodes: [{ modId: 'referralPromo', enabled: true, childrenNodes: [] }],
  },
];

describe('feature flags', () => {
  it('reads a flag anywhere in the tree', () => {
    expect(isFeatureEnabled(tree, 'MOBILENUMREG3')).toBe(true);
    expect(isFeatureEnabled(tree, 'usernameEnabled')).toBe(false);
  });

  it('turns a flag off when an ancestor is off', () => {
    expect(isFeatureEnabled(tree, 'referralPromo')).toBe(false);
  });

  it('treats an unknown flag as off', () => {
    expect(isFeatureEnabled(tree, 'nope')).toBe(false);
  });

  it('applies overrides by modId without changing the input', () => {
    const next = applyFlagOverrides(tree, { PROMOTION: true, mobileReg: false });
    expect(isFeatureEnabled(next, 'referralPromo')).toBe(true);
    expect(isFeatureEnabled(next, 'MOBILENUMREG3')).toBe(false);
    expect(isFeatureEnabled(tree, 'referralPromo')).toBe(false);
  });

  it('lists every modId', () => {
    expect(collectModIds(tree)).toEqual([
      'REGISTRATION',
      'mobileReg',
      'MOBILENUMREG3',
      'usernameEnabled',
      'PROMOTION',
      'referralPromo',
    ]);
  });
});
