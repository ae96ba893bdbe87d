import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeenSliderInstance } from 'keen-slider/react';
import { autoplay } from './autoplay.ts';

function fakeSlider() {
  const handlers = new Map<string, (() => void)[]>();
  const container = document.createElement('div');
  const slider = {
    container,
    next: vi.fn(),
    on: (event: string, handler: () => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((h) => h());
  return { slider, emit, container };
}

describe('autoplay plugin', () => {
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide after the interval, again after each move', () => {
    vi.useFakeTimers();
    const { slider, emit } = fakeSlider();
    autoplay(5000)(slider as unknown as KeenSliderInstance);
    emit('created');
    vi.advanceTimersByTime(4999);
    expect(slider.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    vi.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('pauses while hovered or focused and resumes after', () => {
    vi.useFakeTimers();
    const { slider, emit, container } = fakeSlider();
    autoplay(5000)(slider as unknown as KeenSliderInstance);
    emit('created');
    container.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(20_000);
    expect(slider.next).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('stops when the slider is destroyed', () => {
    vi.useFakeTimers();
    const { slider, emit } = fakeSlider();
    autoplay(5000)(slider as unknown as KeenSliderInstance);
    emit('created');
    emit('destroyed');
    vi.advanceTimersByTime(10_000);
    expect(slider.next).not.toHaveBeenCalled();
  });
});
