import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandPage } from '../../schemas/brand.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { PageView } from './page.tsx';
import { defineWidget, type WidgetRegistry } from './widget.ts';

const text = (type: string, content: string) =>
  defineWidget<{ label?: string }>({
    type,
    settingsSchema: { type: 'object' },
    defaults: { label: 'default' },
    placement: ['page'],
    load:
      async () =>
      ({ settings }) => <p>{`${content} ${settings.label}`}</p>,
  });

const registry: WidgetRegistry = {
  first: text('first', 'First'),
  second: text('second', 'Second'),
  broken: defineWidget<object>({
    type: 'broken',
    settingsSchema: { type: 'object' },
    defaults: {},
    placement: ['page'],
    load: async () => () => {
      throw new Error('widget bug');
    },
  }),
};

function page(sections: BrandPage['sections'], order: string[]): BrandPage {
  return { sections, order };
}

describe('PageView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders sections in the page order with their settings over the defaults', async () => {
    const view = page(
      { a: { type: 'first', settings: { label: 'custom' } }, b: { type: 'second', settings: {} } },
      ['b', 'a'],
    );
    await renderInApp(<PageView page={view} />, { brand: brandWith('royal'), registry });
    const paragraphs = await screen.findAllByText(/^(First|Second)/);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Second default', 'First custom']);
  });

  it('contains a failing widget and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = page(
      {
        a: { type: 'first', settings: {} },
        b: { type: 'broken', settings: {} },
        c: { type: 'second', settings: {} },
      },
      ['a', 'b', 'c'],
    );
    await renderInApp(<PageView page={view} />, { brand: brandWith('royal'), registry });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    expect(screen.getByText('First default')).toBeInTheDocument();
    expect(screen.getByText('Second default')).toBeInTheDocument();
  });

  it('shows a notice for an unregistered widget instead of dropping it silently', async () => {
    const view = page({ a: { type: 'nope', settings: {} } }, ['a']);
    await renderInApp(<PageView page={view} />, { brand: brandWith('royal'), registry });
    expect(await screen.findByRole('alert')).toHaveAttribute('data-widget-error', 'nope');
  });

  it('applies visibleWhen conditions on flags and roles', async () => {
    const view = page(
      {
        promo: {
          type: 'first',
          settings: { label: 'promo' },
          visibleWhen: { flag: 'referralPromo' },
        },
        members: {
          type: 'second',
          settings: { label: 'members' },
          visibleWhen: { roles: ['member'] },
        },
        visitors: {
          type: 'second',
          settings: { label: 'visitors' },
          visibleWhen: { loggedIn: false },
        },
      },
      ['promo', 'members', 'visitors'],
    );
    const { unmount } = await renderInApp(<PageView page={view} />, {
      brand: brandWith('royal', { flags: { referralPromo: false } }),
      registry,
    });
    expect(await screen.findByText('Second visitors')).toBeInTheDocument();
    expect(screen.queryByText('First promo')).toBeNull();
    expect(screen.queryByText('Second members')).toBeNull();
    unmount();
    await renderInApp(<PageView page={view} />, {
      brand: brandWith('royal'),
      registry,
      session: { token: 't', isAgent: 0 },
    });
    expect(await screen.findByText('First promo')).toBeInTheDocument();
    expect(screen.getByText('Second members')).toBeInTheDocument();
    expect(screen.queryByText('Second visitors')).toBeNull();
  });

  it('keeps the height a widget declares in its place while its code loads', async () => {
    const pending = (type: string, loadingHeight?: string) =>
      defineWidget<object>({
        type,
        settingsSchema: { type: 'object' },
        defaults: {},
        placement: ['page'],
        ...(loadingHeight === undefined ? {} : { loadingHeight }),
        load: () => new Promise<never>(() => {}),
      });
    const view = page({ a: { type: 'hidden', settings: {} }, b: { type: 'plain', settings: {} } }, [
      'a',
      'b',
    ]);
    const { container } = await renderInApp(<PageView page={view} />, {
      brand: brandWith('royal'),
      registry: { hidden: pending('hidden', '0'), plain: pending('plain') },
    });
    await waitFor(() => expect(container.querySelectorAll('.widget-loading')).toHaveLength(2));
    const [hidden, plain] = [...container.querySelectorAll<HTMLElement>('.widget-loading')];
    expect(hidden!.style.minHeight).toBe('0px');
    expect(plain!.style.minHeight).toBe('');
  });
});
