import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeHeldClicks } from './boot.ts';

// Tests run from the repository root.
const bootScript = readFileSync('public/boot.js', 'utf8');

describe('clicks before the app takes a server-rendered page over', () => {
  let clicks: string[];

  beforeEach(() => {
    clicks = [];
    document.body.innerHTML =
      '<div id="root"><header><button id="login" type="button">Log in</button>' +
      '<a id="link" href="#rng">Slots</a></header></div><button id="outside">Other</button>';
    for (const id of ['login', 'outside', 'link'])
      document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
    // The script the page runs first, as the browser runs it.
    new Function(bootScript)();
  });
  afterEach(() => {
    takeHeldClicks();
    delete window.storefrontTakeHeldClicks;
  });

  it('are held on the buttons of the page and happen once the app is live, once', () => {
    document.getElementById('login')!.click();
    document.getElementById('login')!.click();
    expect(clicks).toEqual([]);
    const replay = takeHeldClicks();
    expect(clicks).toEqual([]);
    replay();
    expect(clicks).toEqual(['login']);
    replay();
    expect(clicks).toEqual(['login']);
    // Live now: a click is a click.
    document.getElementById('login')!.click();
    expect(clicks).toEqual(['login', 'login']);
  });

  it('leave links and elements outside the page alone', () => {
    document.getElementById('link')!.click();
    document.getElementById('outside')!.click();
    expect(clicks).toEqual(['link', 'outside']);
  });

  it('are not replayed on elements the app replaced', () => {
    document.getElementById('login')!.click();
    const replay = takeHeldClicks();
    document.getElementById('root')!.innerHTML = '<button id="login">Log in</button>';
    replay();
    expect(clicks).toEqual([]);
  });
});
