import { createContext, useContext, type ReactNode } from 'react';

const RenderSeedContext = createContext<number>(0);

/** A new seed for a page render (the server puts it in the page state; the browser reuses it). */
export function newRenderSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296);
}

/** Provides the seed of this page's first render. */
export function RenderSeedProvider({ seed, children }: { seed: number; children: ReactNode }) {
  return <RenderSeedContext.Provider value={seed}>{children}</RenderSeedContext.Provider>;
}

/**
 * The seed of the page's first render: widgets that start from a random value (the jackpot
 * counter) draw it from this seed, so the server's HTML and the hydrating render agree.
 */
export function useRenderSeed(): number {
  return useContext(RenderSeedContext);
}
