import { describe, expect, it } from 'vitest';
import { mergeBrand } from './merge.ts';

describe('mergeBrand', () => {
  it('merges objects key by key, the child winning', () => {
    expect(mergeBrand({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 4, e: 5 } })).toEqual({
      a: 1,
      b: { c: 2, d: 4, e: 5 },
    });
  });

  it('replaces arrays instead of concatenating them', () => {
    expect(mergeBrand({ order: ['home', 'hot'] }, { order: ['hot'] })).toEqual({ order: ['hot'] });
  });

  it('removes a parent key when the child sets it to null', () => {
    expect(mergeBrand({ routes: { '/': 1, '/down': 2 } }, { routes: { '/down': null } })).toEqual({
      routes: { '/': 1 },
    });
  });

  it('replaces an object by a scalar and a scalar by an object', () => {
    expect(mergeBrand({ a: { b: 1 }, c: 1 }, { a: 2, c: { d: 1 } })).toEqual({ a: 2, c: { d: 1 } });
  });

  it('leaves both inputs untouched', () => {
    const parent = { a: { b: [1] } };
    const child = { a: { c: 2 } };
    const merged = mergeBrand(parent, child) as { a: { b: number[] } };
    merged.a.b.push(2);
    expect(parent).toEqual({ a: { b: [1] } });
    expect(child).toEqual({ a: { c: 2 } });
  });
});
