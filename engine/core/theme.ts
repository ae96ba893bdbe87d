import type { Brand } from '../../schemas/brand.ts';

/** The brand constants the stylesheet lays carousels out with (spec §9). */
export type LayoutConstants = Pick<
  Brand['constants'],
  'homeRowGap' | 'providerSpacing' | 'rowGap' | 'stripSlides'
>;

/**
 * The brand's theme as CSS: each token becomes `--<token>` for both modes, chosen by
 * `<html data-theme>`; without the attribute the brand's default mode applies. The carousel
 * constants become `--home-row-gap`, `--provider-spacing`, `--row-gap` and `--strip-slides`.
 * The platform serves this as a stylesheet, so no inline style is needed (CSP).
 */
export function themeCss(theme: Brand['theme'], layout: LayoutConstants): string {
  const block = (mode: 'dark' | 'light') => {
    const tokens = { ...theme.modes[mode], ...theme.tokens };
    const lines = Object.entries(tokens).map(([name, value]) => `  --${name}: ${value};`);
    lines.push(`  --radius: ${theme.radius};`, `  color-scheme: ${mode};`);
    if (theme.fontFamily) lines.push(`  --font-family: ${theme.fontFamily};`);
    return lines.join('\n');
  };
  const other = theme.default === 'dark' ? 'light' : 'dark';
  const spacing = [
    `  --home-row-gap: ${layout.homeRowGap}px;`,
    `  --provider-spacing: ${layout.providerSpacing}px;`,
    `  --row-gap: ${layout.rowGap}px;`,
    `  --strip-slides: ${layout.stripSlides};`,
  ].join('\n');
  return [
    `:root, :root[data-theme='${theme.default}'] {\n${block(theme.default)}\n}`,
    `:root[data-theme='${other}'] {\n${block(other)}\n}`,
    `:root {\n${spacing}\n}`,
    '',
  ].join('\n');
}
