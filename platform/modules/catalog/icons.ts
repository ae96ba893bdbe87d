/**
 * Game icons and vendor cards drawn from the catalog, so the demo (and any catalog without
 * images) never needs an external image: a gradient whose colours come from a hash of the
 * game, an emblem shape, the name wrapped on up to three lines and the vendor code. Only SVG
 * presentation attributes are used (no `style`), so the platform's CSP never blocks them.
 */
import { createHash } from 'node:crypto';

/** A 32-bit FNV-1a hash: stable colours and shapes per name. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * Splits `text` into at most `maxLines` lines of about `width` characters, breaking at spaces;
 * a word longer than a line is cut, and text that does not fit ends with an ellipsis.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}\u2026` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, width - 1))}\u2026`;
  return kept;
}

/** Polygon points of a regular shape with `points` corners (a star when `inner` is set). */
function polygon(cx: number, cy: number, r: number, points: number, inner?: number): string {
  const corners = inner === undefined ? points : points * 2;
  return Array.from({ length: corners }, (_, i) => {
    const radius = inner !== undefined && i % 2 === 1 ? inner : r;
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / corners;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

function emblem(kind: number, cx: number, cy: number, r: number, fill: string): string {
  const attrs = `fill="${fill}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"`;
  switch (kind % 6) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;
    case 1:
      return `<polygon points="${polygon(cx, cy, r, 4)}" ${attrs}/>`;
    case 2:
      return `<polygon points="${polygon(cx, cy, r, 5, r * 0.48)}" ${attrs}/>`;
    case 3:
      return `<polygon points="${polygon(cx, cy, r, 6)}" ${attrs}/>`;
    case 4:
      return `<rect x="${cx - r * 0.8}" y="${cy - r * 0.8}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.3}" ${attrs}/>`;
    default:
      return `<polygon points="${polygon(cx, cy, r, 8, r * 0.7)}" ${attrs}/>`;
  }
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .map((w) => [...w][0]!.toUpperCase());
  return letters.slice(0, 2).join('') || '?';
}

const font = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/** A drawn image and its validator. */
export interface DrawnImage {
  svg: string;
  etag: string;
}

function drawn(svg: string): DrawnImage {
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
}

/**
 * The square icon of a game (200 x 200), captioned with `caption` (its name in the player's
 * language; the colours and shape come from the game, the same in every language).
 */
export function gameIcon(
  game: { name: string; vassalage: string; gameId: string },
  caption = game.name,
): DrawnImage {
  const h = hash32(`${game.vassalage}/${game.gameId}/${game.name}`);
  const hue = h % 360;
  const hue2 = (hue + 35 + ((h >>> 9) % 90)) % 360;
  const from = hsl(hue, 70, 42);
  const to = hsl(hue2, 75, 22);
  const accent = hsl((hue + 180) % 360, 80, 58);
  const lines = wrapText(caption, 15, 3);
  const size = lines.some((l) => l.length > 12) ? 17 : 20;
  const top = 150 - (lines.length - 1) * (size + 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${top + i * (size + 2)}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const emblemY = lines.length > 2 ? 52 : 70;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(caption)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>`,
    `<circle cx="${30 + (h % 140)}" cy="${20 + ((h >>> 5) % 60)}" r="${40 + ((h >>> 13) % 30)}" fill="#ffffff" fill-opacity="0.07"/>`,
    emblem(h >>> 20, 100, emblemY, lines.length > 2 ? 27 : 36, accent),
    `<text x="100" y="${emblemY + 8}" text-anchor="middle" font-family="${font}" font-size="22" font-weight="800" fill="#1a1a1a" fill-opacity="0.75">${escapeXml(initials(caption))}</text>`,
    text,
    `<rect x="62" y="174" width="76" height="18" rx="9" fill="#000000" fill-opacity="0.35"/>`,
    `<text x="100" y="187" text-anchor="middle" font-family="${font}" font-size="11" font-weight="600" fill="#ffffff" letter-spacing="1">${escapeXml(game.vassalage)}</text>`,
    `</svg>`,
  ].join('');
  return drawn(svg);
}

/** The card of a vendor (300 x 150): its name and code. */
export function vendorCard(vendor: { vassalage: string; name: string }): DrawnImage {
  const h = hash32(`vendor/${vendor.vassalage}`);
  const hue = h % 360;
  const from = hsl(hue, 55, 30);
  const to = hsl((hue + 50) % 360, 65, 16);
  const accent = hsl((hue + 160) % 360, 80, 60);
  const lines = wrapText(vendor.name, 14, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="192" y="${(lines.length === 1 ? 82 : 70) + i * 24}" text-anchor="middle" font-family="${font}" font-size="19" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150" role="img" aria-label="${escapeXml(vendor.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="300" height="150" rx="18" fill="url(#g)"/>`,
    emblem(h >>> 16, 60, 75, 36, accent),
    `<text x="60" y="82" text-anchor="middle" font-family="${font}" font-size="${vendor.vassalage.length > 4 ? 11 : 18}" font-weight="800" fill="#1a1a1a" fill-opacity="0.8">${escapeXml(vendor.vassalage.length > 6 ? vendor.vassalage.slice(0, 6) : vendor.vassalage)}</text>`,
    text,
    `<text x="192" y="124" text-anchor="middle" font-family="${font}" font-size="12" font-weight="600" fill="#ffffff" fill-opacity="0.7" letter-spacing="2">${escapeXml(vendor.vassalage)}</text>`,
    `</svg>`,
  ].join('');
  return drawn(svg);
}
