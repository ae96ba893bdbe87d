import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { once, PageLive, PageLiveProvider, usePageLive } from './page-live.tsx';

function Screen() {
  usePageLive();
  return <p>screen</p>;
}

describe('the page is live', () => {
  it('is signalled once, by the first screen that mounts', () => {
    const live = vi.fn();
    const signal = once(live);
    const { rerender } = render(
      <PageLiveProvider value={signal}>
        <Screen />
      </PageLiveProvider>,
    );
    expect(live).toHaveBeenCalledTimes(1);
    // The next screen (a navigation) signals again: nothing more runs.
    rerender(
      <PageLiveProvider value={signal}>
        <PageLive />
      </PageLiveProvider>,
    );
    expect(live).toHaveBeenCalledTimes(1);
  });
});
