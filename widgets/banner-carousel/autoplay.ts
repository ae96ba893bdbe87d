import type { KeenSliderPlugin } from 'keen-slider/react';

/**
 * keen-slider plugin: moves to the next slide every `ms`, pausing while the pointer is over the
 * slider or focus is inside it, and while dragging.
 */
export function autoplay(ms: number): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const clear = () => clearTimeout(timeout);
    const next = () => {
      clear();
      if (!paused) timeout = setTimeout(() => slider.next(), ms);
    };
    const pause = () => {
      paused = true;
      clear();
    };
    const resume = () => {
      paused = false;
      next();
    };
    slider.on('created', () => {
      slider.container.addEventListener('mouseenter', pause);
      slider.container.addEventListener('mouseleave', resume);
      slider.container.addEventListener('focusin', pause);
      slider.container.addEventListener('focusout', resume);
      next();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', next);
    slider.on('updated', next);
    slider.on('destroyed', clear);
  };
}
