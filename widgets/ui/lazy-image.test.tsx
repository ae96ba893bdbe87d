import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

/** A stand-in for the browser's IntersectionObserver: the test says when a target is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports `target` as in view to the observers that watch it. */
  static show(target: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.has(target)))
      act(() =>
        observer.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        ),
      );
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const picture = () => screen.getByRole('presentation');

function renderImage() {
  return render(
    <LazyImage src="/games/a.png" alt="" width={160} height={160} fallback={<span>AB</span>} />,
  );
}

describe('LazyImage (spec §9: 10 % visible, one retry, then the fallback)', () => {
  it('has no address until 10 % of it is in view', () => {
    renderImage();
    expect(picture()).not.toHaveAttribute('src');
    expect(picture()).toHaveAttribute('data-lazy-src', '/games/a.png');
    expect(FakeObserver.all.at(-1)!.options.threshold).toBe(0.1);
    FakeObserver.show(picture());
    expect(picture()).toHaveAttribute('src', '/games/a.png');
    expect(picture()).not.toHaveAttribute('data-lazy-src');
  });

  it('retries once past the cache, then shows the fallback', () => {
    renderImage();
    FakeObserver.show(picture());
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', '/games/a.png?retry=1');
    fireEvent.error(picture());
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByText('AB')).toBeInTheDocument();
  });

  it('keeps the address boot.js gave the server-rendered image before the app ran', async () => {
    const image = (
      <LazyImage src="/games/a.png" alt="" width={160} height={160} fallback={<span>AB</span>} />
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(image);
    document.body.append(host);
    expect(host.querySelector('img')).not.toHaveAttribute('src');
    host.querySelector('img')!.setAttribute('src', '/games/a.png'); // boot.js: 10 % in view
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(host, image);
    });
    expect(host.querySelector('img')).toHaveAttribute('src', '/games/a.png');
    expect(host.querySelector('img')).not.toHaveAttribute('data-lazy-src');
    expect(FakeObserver.all).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    host.remove();
  });
});
