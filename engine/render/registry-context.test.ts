import { describe, expect, it } from 'vitest';
import { brandWith } from '../../tests/support/brands.ts';
import { routerStateAt } from '../../tests/support/router-state.ts';
import { createStore } from '../state/jotai.ts';
import { preparePage } from './registry-context.tsx';
import type { WidgetRegistry } from './widget.ts';

describe('preparePage', () => {
  it("runs the prepare of each of the page's sections that has one, in the page's order", async () => {
    const brand = brandWith('royal', {
      pages: {
        lobby: {
          sections: { first: { type: 'a', settings: { n: 1 } }, second: { type: 'b' } },
          order: ['second', 'first', 'second'],
        },
      },
    });
    const calls: unknown[] = [];
    const widget = (name: string) => ({
      type: name,
      placement: ['page' as const],
      defaults: { n: 0, from: 'defaults' },
      load: () => Promise.reject(new Error('not rendered')),
      prepare: () =>
        Promise.resolve((_store: unknown, section: unknown) => calls.push([name, section])),
    });
    const registry: WidgetRegistry = { a: widget('a'), b: widget('b') };
    await preparePage(registry, createStore(), brand, routerStateAt('/rng', { page: 'AUR' }));
    const location = { pathname: '/rng', search: { page: 'AUR' } };
    expect(calls).toEqual([
      ['b', { settings: { n: 0, from: 'defaults' }, location }],
      ['a', { settings: { n: 1, from: 'defaults' }, location }],
      ['b', { settings: { n: 0, from: 'defaults' }, location }],
    ]);
  });
});
