import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The server build of the storefront (`npm run build:server`, part of `npm run build`; ADR
 * 0015): the browser build's config, with every dependency bundled and `process.env.NODE_ENV` set to production, so the
 * platform runs React's production server renderer whatever its own NODE_ENV (which, for the
 * platform, only decides whether a master key is required).
 */
export default mergeConfig(
  base,
  defineConfig({
    ssr: { noExternal: true },
    // The public files (boot.js, flags) are served from the browser build only.
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
);
