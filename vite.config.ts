import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Puts the stylesheet first in the head, before the entry script and its module preloads: the
 * first paint waits for the stylesheet only, so it must not queue behind the scripts.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let result = html;
        for (const link of links) result = result.replace(link, '');
        return result.replace(
          /(\s*)<script /,
          (match, space: string) =>
            `${links
              .map((link) => link.trimStart())
              .map((link) => `${space}${link}`)
              .join('')}${match}`,
        );
      },
    },
  };
}

/**
 * One build config for the storefront, Storybook (which reuses it) and the size floor.
 * `index.html` is a template: the platform fills in the brand, title and theme per host.
 */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    stylesheetFirst(),
  ],
  build: {
    outDir: 'dist/storefront',
    manifest: true,
    // One stylesheet for the whole storefront (about 10 kB gzip), linked by index.html: a
    // server-rendered page is styled at first paint whatever widgets it shows, with one
    // request instead of one per widget chunk.
    cssCodeSplit: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
