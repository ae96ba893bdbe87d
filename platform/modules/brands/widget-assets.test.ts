import { describe, expect, it } from 'vitest';
import { widgetScriptsFor, widgetScriptsOf, type Manifest } from './widget-assets.ts';

/** A build manifest as Vite writes it: the entry, two widgets and the chunks they share. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_tile-c.js': { file: 'assets/tile-c.js', imports: ['_react-b.js'] },
  'widgets/game-row/game-row.tsx': {
    file: 'assets/game-row-d.js',
    imports: ['_tile-c.js', 'index.html'],
  },
  'widgets/hot-games/hot-games.tsx': {
    file: 'assets/hot-games-e.js',
    imports: ['_tile-c.js', '_react-b.js'],
  },
  'widgets/game-row/row-helper.tsx': { file: 'assets/helper-f.js' },
};

describe('the scripts of server-rendered widgets', () => {
  const scripts = widgetScriptsOf(manifest);

  it('finds each widget by its module, with the chunks it imports beyond the entry', () => {
    expect([...scripts.keys()].sort()).toEqual(['game-row', 'hot-games']);
    expect(scripts.get('game-row')).toEqual(['/assets/game-row-d.js', '/assets/tile-c.js']);
  });

  it('lists each file once, for the widgets a page shows', () => {
    expect(widgetScriptsFor(scripts, ['game-row', 'hot-games', 'unknown'])).toEqual([
      '/assets/game-row-d.js',
      '/assets/tile-c.js',
      '/assets/hot-games-e.js',
    ]);
    expect(widgetScriptsFor(scripts, [])).toEqual([]);
  });
});
