/**
 * The images the platform draws (platform/modules/catalog/icons.ts): game icons and vendor cards
 * as SVG, with names wrapped and escaped.
 */
import { describe, expect, it } from 'vitest';
import { gameIcon, vendorCard, wrapText } from './icons.ts';

describe('drawn images', () => {
  it('draws a game icon from the name, deterministically, with escaped text', () => {
    const game = { name: 'Tom & Jerry <Deluxe> "Gold"', vassalage: 'AUR', gameId: '1' };
    const icon = gameIcon(game);
    expect(gameIcon({ ...game })).toEqual(icon);
    expect(icon.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(icon.svg).toContain('Tom &amp; Jerry');
    expect(icon.svg).toContain('&lt;Deluxe&gt;');
    expect(icon.svg).not.toMatch(/<Deluxe>|style=|<style/);
    expect(icon.svg).toContain('>AUR</text>');
    expect(icon.etag).toMatch(/^"[\w-]+"$/);
    // Another game gets other colours.
    const other = gameIcon({ ...game, gameId: '2' });
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g);
    expect(colours(other.svg)).not.toEqual(colours(icon.svg));
  });

  it('wraps names on at most three lines and shortens what does not fit', () => {
    expect(wrapText('Golden Dragon Fortune', 14, 3)).toEqual(['Golden Dragon', 'Fortune']);
    expect(wrapText('Supercalifragilistic Spins', 14, 3)).toEqual(['Supercalifrag\u2026', 'Spins']);
    expect(wrapText('One Two Three Four Five Six Seven Eight Nine', 9, 3)).toEqual([
      'One Two',
      'Three',
      'Four Fiv\u2026',
    ]);
  });

  it('draws a vendor card with its name and code', () => {
    const card = vendorCard({ vassalage: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery' });
    expect(card.svg).toContain('TCG Vietnam');
    expect(card.svg).toContain('>TCG_LOTTO_VN</text>');
    expect(card.svg).toContain('width="300" height="150"');
  });
});
