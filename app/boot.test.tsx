import { readFileSync } from 'node:fs';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldControls, takeOverHydratedPage, takeOverToRenderAfresh } from './boot.ts';

// Tests run from the repository root.
const bootScript = readFileSync('public/boot.js', 'utf8');

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** A task after the current one: the DOM's change records have been delivered by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('clicks before the app takes a server-rendered page over', () => {
  let clicks: string[];

  beforeEach(() => {
    clicks = [];
    document.body.innerHTML =
      '<div id="root"><header><button id="login" type="button">Log in</button>' +
      '<a id="link" href="#rng">Slots</a><a id="away" href="#help" target="_blank">Help</a>' +
      '</header></div><button id="outside">Other</button>';
    for (const id of ['login', 'outside', 'link', 'away'])
      document.getElementById(id)!.addEventListener('click', (event) => {
        clicks.push(id);
        event.preventDefault();
      });
    // The script the page runs first, as the browser runs it.
    new Function(bootScript)();
  });
  afterEach(() => {
    window.storefrontTakeHeldClicks?.();
    delete window.storefrontTakeHeldClicks;
  });

  it('are held on the buttons and links of the page and happen once it is live, once', () => {
    document.getElementById('login')!.click();
    document.getElementById('login')!.click();
    document.getElementById('link')!.click();
    expect(clicks).toEqual([]);
    takeOverHydratedPage();
    expect(clicks).toEqual(['login', 'link']);
    takeOverHydratedPage();
    expect(clicks).toEqual(['login', 'link']);
    // Live now: a click is a click.
    document.getElementById('login')!.click();
    expect(clicks).toEqual(['login', 'link', 'login']);
  });

  it('leave elements outside the page, links to another window and modified clicks alone', () => {
    document.getElementById('outside')!.click();
    document.getElementById('away')!.click();
    document
      .getElementById('link')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(clicks).toEqual(['outside', 'away', 'link']);
  });

  it('follow the held links at once on a page the app renders afresh', () => {
    document.getElementById('login')!.click();
    document.getElementById('link')!.click();
    takeOverToRenderAfresh();
    expect(clicks).toEqual(['link']);
  });

  it('are not replayed on elements the app replaced', () => {
    document.getElementById('login')!.click();
    document.getElementById('root')!.innerHTML = '<button id="login">Log in</button>';
    takeOverHydratedPage();
    expect(clicks).toEqual([]);
  });
});

describe("held buttons on a page the app renders afresh (a member's)", () => {
  const tile = (game: string) =>
    `<article aria-label="${game}"><button type="button">Play</button></article>`;
  let clicks: string[];
  let root: HTMLElement;

  /** The server's page, its script run. */
  function serverPage() {
    root.innerHTML =
      '<header><button type="button">Log in</button></header>' +
      `${tile('Lucky Sevens')}${tile('Fortune')}${tile('Fortune')}`;
    new Function(bootScript)();
  }
  const button = (n: number) => root.querySelectorAll('button')[n]!;

  /** The player clicks the server page's `which` button before the app takes it over. */
  function clickBeforeTheApp(which: number) {
    serverPage();
    button(which).click();
    return takeOverToRenderAfresh();
  }

  /** The app's page, its buttons telling which was clicked. */
  function renderAfresh(html: string) {
    root.innerHTML = html;
    root
      .querySelectorAll('button')
      .forEach((button, n) =>
        button.addEventListener('click', () =>
          clicks.push(`${button.closest('article')?.getAttribute('aria-label') ?? 'header'} ${n}`),
        ),
      );
  }

  beforeEach(() => {
    clicks = [];
    root = document.createElement('div');
    root.id = 'root';
    document.body.replaceChildren(root);
  });
  afterEach(() => {
    // Ends every watch a test left running.
    window.dispatchEvent(new Event('pointerdown'));
    delete window.storefrontTakeHeldClicks;
  });

  it('are looked for among the controls whose clicks the boot script holds', () => {
    expect(bootScript).toContain(`var controls = '${heldControls}';`);
  });

  it('are clicked once the new page shows them, in the same place among their likes', async () => {
    const replay = clickBeforeTheApp(3);
    renderAfresh('<header><span>Balance</span></header>');
    replay();
    await nextTask();
    expect(clicks).toEqual([]);
    // The member's lobby arrives: the second of the two Fortune tiles is the one.
    renderAfresh(`<header></header>${tile('Lucky Sevens')}${tile('Fortune')}${tile('Fortune')}`);
    await nextTask();
    expect(clicks).toEqual(['Fortune 2']);
    renderAfresh(`${tile('Fortune')}${tile('Fortune')}`);
    await nextTask();
    expect(clicks).toEqual(['Fortune 2']);
  });

  it('are held from the take-over until the first render has replaced the server page', async () => {
    serverPage();
    const replay = takeOverToRenderAfresh();
    // React renders in a task after the take-over: the server's buttons are not live till then.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button(3).dispatchEvent(click);
    button(3).click();
    expect(click.defaultPrevented).toBe(true);
    renderAfresh(`<header></header>${tile('Lucky Sevens')}${tile('Fortune')}${tile('Fortune')}`);
    // The new page's buttons are live at once; the held one is clicked once the page has mounted.
    button(0).click();
    expect(clicks).toEqual(['Lucky Sevens 0']);
    replay();
    await nextTask();
    expect(clicks).toEqual(['Lucky Sevens 0', 'Fortune 2']);
  });

  it('wait while the button is disabled', async () => {
    const replay = clickBeforeTheApp(1);
    renderAfresh(
      `<article aria-label="Lucky Sevens"><button type="button" disabled>Play</button></article>`,
    );
    replay();
    await nextTask();
    expect(clicks).toEqual([]);
    root.querySelector('button')!.disabled = false;
    await nextTask();
    expect(clicks).toEqual(['Lucky Sevens 0']);
  });

  it.each([
    ['none', 0, tile('Lucky Sevens')],
    ['not as many alike', 2, tile('Fortune')],
  ])('are dropped where the new page has %s', async (_, which, html) => {
    const replay = clickBeforeTheApp(which);
    renderAfresh(html);
    replay();
    await nextTask();
    expect(clicks).toEqual([]);
  });

  it('are dropped once the player acts on the new page', async () => {
    const replay = clickBeforeTheApp(1);
    renderAfresh('<p>Loading</p>');
    replay();
    window.dispatchEvent(new Event('pointerdown'));
    renderAfresh(tile('Lucky Sevens'));
    await nextTask();
    expect(clicks).toEqual([]);
  });
});

describe('text typed before the app takes a server-rendered page over', () => {
  function Search({ onSearch }: { onSearch: (query: string) => void }) {
    const [query, setQuery] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query);
        }}
      >
        <input aria-label="Search games" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">Search</button>
      </form>
    );
  }

  it('reaches the app, and a held click then uses it', async () => {
    const searched: string[] = [];
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderToString(<Search onSearch={() => {}} />);
    document.body.replaceChildren(root);
    new Function(bootScript)();
    // The visitor types and clicks before the app is live.
    root.querySelector('input')!.value = 'golden';
    root.querySelector('button')!.click();
    const app = await act(async () =>
      hydrateRoot(root, <Search onSearch={(query) => searched.push(query)} />),
    );
    act(() => takeOverHydratedPage());
    expect(searched).toEqual(['golden']);
    expect(root.querySelector('input')!.value).toBe('golden');
    act(() => app.unmount());
  });
});

describe('the start of the app', () => {
  afterEach(() => {
    window.storefrontTakeHeldClicks?.();
    document.head.replaceChildren();
  });

  it('waits for the first paint after the load, so the loaded page is on screen first', async () => {
    // The boot scripts run by the tests above wait to start (a frame, then a task) in this window
    // too, and one would read this test's list early: let them start (on no list) first.
    await nextFrame();
    await nextTask();
    document.head.innerHTML =
      '<script type="application/json" id="app-scripts">' +
      '{"entry":"/assets/index-x.js","preloads":["/assets/first-screen-x.js"]}</script>';
    const entry = () => document.head.querySelector('script[src="/assets/index-x.js"]');
    expect(document.readyState).toBe('complete');
    new Function(bootScript)();
    expect(entry()).toBeNull();
    // The frame's callbacks run before its paint; the app starts in a task after it.
    await nextFrame();
    expect(entry()).toBeNull();
    await nextTask();
    expect(entry()).not.toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/first-screen-x.js',
    );
  });
});
