import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay.ts';

function Carousel({ step, enabled = true }: { step: () => void; enabled?: boolean }) {
  const { playing, allowed, pauseHandlers } = useAutoplay(step, 1000, enabled);
  return (
    <div data-testid="carousel" data-playing={playing} data-allowed={allowed} {...pauseHandlers}>
      <button type="button">Inside</button>
    </div>
  );
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAutoplay', () => {
  it('steps every interval while enabled', () => {
    const step = vi.fn();
    render(<Carousel step={step} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('pauses while hovered or focused, and goes on after', () => {
    const step = vi.fn();
    render(<Carousel step={step} />);
    const carousel = screen.getByTestId('carousel');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3000));
    expect(step).not.toHaveBeenCalled();
    expect(carousel).toHaveAttribute('data-playing', 'false');
    fireEvent.mouseLeave(carousel);
    fireEvent.focus(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(3000));
    expect(step).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('button'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('does not play when not enabled, nor ever with reduced motion', () => {
    const step = vi.fn();
    const { unmount } = render(<Carousel step={step} enabled={false} />);
    act(() => vi.advanceTimersByTime(3000));
    unmount();
    reducedMotion(true);
    render(<Carousel step={step} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(step).not.toHaveBeenCalled();
    expect(screen.getByTestId('carousel')).toHaveAttribute('data-allowed', 'false');
  });
});
