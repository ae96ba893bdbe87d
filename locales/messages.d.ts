declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /**
   * The browser build splits a catalog (vite.first-screen.ts): `messages` holds the home route's
   * texts and this loads the others. Elsewhere (server, tests, dev) `messages` is whole.
   */
  export const loadRest: (() => Promise<{ messages: Messages }>) | undefined;
}
