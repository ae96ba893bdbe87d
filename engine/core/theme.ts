import type { Brand } from '../../schemas/brand.ts';

/**
 * The brand's theme as CSS: each token becomes `--<token>` for both modes, chosen by
 * `<html data-theme>`; without the attribute the brand's default mode applies. The platform
 * serves this as a stylesheet, so no inline style is needed (CSP).
 */
export function themeCss(theme: Brand['theme']): string {
  const block = (mode: 'dark' | 'light') => {
    const tokens = { ...theme.modes[mode], ...theme.tokens };
    const lines = Object.entries(tokens).map(([name, value]) => `  --${name}: ${value};`);
    lines.push(`  --radius: ${theme.radius};`, `  color-scheme: ${mode};`);
    if (theme.fontFamily) lines.push(`  --font-family: ${theme.fontFamily};`);
    return lines.join('\n');
  };
  const other = theme.default === 'dark' ? 'light' : 'dark';
  return [
    `:root, :root[data-theme='${theme.default}'] {\n${block(theme.default)}\n}`,
    `:root[data-theme='${other}'] {\n${block(other)}\n}`,
    '',
  ].join('\n');
}
