import type { Permission } from '../../schemas/api/system.ts';
import type { Brand } from '../../schemas/brand.ts';
import type { LanguageCode } from '../../schemas/common.ts';

/**
 * The one narrow contract between the platform and the storefront's server build
 * (`app/server.tsx`, ADR 0015): plain data in, HTML out. It imports no React, so the platform
 * can load the built module without importing React itself.
 */
export interface RenderPageInput {
  /** The brand as the browser receives it (the page's `brand-data`). */
  brand: Brand;
  /** Path and query of the request. */
  url: string;
  language: LanguageCode;
  /** The player's theme choice (cookie `theme`), or null for the brand default. */
  theme: 'dark' | 'light' | null;
  /** The system status the app starts with (spec §4 "App start"); never member data. */
  permission: Permission;
  /**
   * Answers the storefront's API calls of the render (the data of the first screen) as the
   * platform would answer the browser's, without a session: the render sends no token.
   */
  fetch: (request: Request) => Promise<Response>;
}

/** What the browser needs to hydrate the server's HTML exactly (inert JSON in the page). */
export interface PageState {
  /** The path the server rendered; the browser hydrates only when its router agrees. */
  path: string;
  /** The language and theme choice rendered: a browser whose stored choice differs renders afresh. */
  language: LanguageCode;
  theme: 'dark' | 'light' | null;
  permission: Permission;
  /** The seed random starting values were drawn from (see engine/render/render-seed.tsx). */
  seed: number;
  /** Widget types the HTML shows: their code is loaded before hydrating. */
  widgets: string[];
  /**
   * The data the server fetched and rendered (TanStack Query's dehydrated state, see
   * engine/state/query.ts): the browser's cache starts with it.
   */
  resources: unknown;
}

/** The rendered `#root` content and the state it was rendered from. */
export interface RenderPageResult {
  html: string;
  state: PageState;
}

/** The server build's export. */
export type RenderPage = (input: RenderPageInput) => Promise<RenderPageResult>;

/** The id of the page-state script element. */
export const pageStateId = 'page-state';
