import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll } from './modal-focus.ts';

afterEach(() => {
  document.body.style.overflow = '';
});

describe('lockPageScroll', () => {
  it('keeps the page fixed until the last modal releases, in whatever order they close', () => {
    document.body.style.overflow = 'auto';
    const dialog = lockPageScroll();
    const modalInside = lockPageScroll();
    expect(document.body.style.overflow).toBe('hidden');
    // A dialog that unmounts with a modal open inside it releases first.
    dialog();
    expect(document.body.style.overflow).toBe('hidden');
    modalInside();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('counts a release once, however often it is called', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });
});
