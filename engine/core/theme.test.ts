import { describe, expect, it } from 'vitest';
import { themeCss } from './theme.ts';

describe('themeCss', () => {
  const theme = {
    default: 'dark' as const,
    logo: 'x.svg',
    radius: '8px',
    tokens: { accent: '#ff0000' },
    modes: { dark: { bg: '#000000', accent: '#111111' }, light: { bg: '#ffffff' } },
  };

  it('makes the default mode apply without a data-theme attribute', () => {
    const css = themeCss(theme);
    expect(css).toContain(":root, :root[data-theme='dark'] {");
    expect(css).toContain(":root[data-theme='light'] {");
  });

  it('turns tokens into custom properties, shared tokens overriding the mode', () => {
    const [dark, light] = themeCss(theme).split(":root[data-theme='light']");
    expect(dark).toContain('--bg: #000000;');
    expect(dark).toContain('--accent: #ff0000;');
    expect(light).toContain('--bg: #ffffff;');
    expect(light).toContain('--radius: 8px;');
  });
});
