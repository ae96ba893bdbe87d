import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One build config for the storefront, Storybook (which reuses it) and the size floor.
 * `index.html` is a template: the platform fills in the brand, title and theme per host.
 */
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  build: {
    outDir: 'dist/storefront',
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
