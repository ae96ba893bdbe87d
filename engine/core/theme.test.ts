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

  const layout = { homeRowGap: 27, providerSpacing: 20, rowGap: 18, stripSlides: 6 };

  it('gives the stylesheet the carousel constants', () => {
    const css = themeCss(theme, layout);
    expect(css).toContain('--home-row-gap: 27px;');
    expect(css).toContain('--provider-spacing: 20px;');
    expect(css).toContain('--row-gap: 18px;');
    expect(css).toContain('--strip-slides: 6;');
  });

  it('makes the default mode apply without a data-theme attribute', () => {
    const css = themeCss(theme, layout);
    expect(css).toContain(":root, :root[data-theme='dark'] {");
    expect(css).toContain(":root[data-theme='light'] {");
  });

  it('turns tokens into custom properties, shared tokens overriding the mode', () => {
    const [dark, light] = themeCss(theme, layout).split(":root[data-theme='light']");
    expect(dark).toContain('--bg: #000000;');
    expect(dark).toContain('--accent: #ff0000;');
    expect(light).toContain('--bg: #ffffff;');
    expect(light).toContain('--radius: 8px;');
  });
});
