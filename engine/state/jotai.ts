/**
 * The one seam through which the engine and widgets use jotai (house rule: no direct `jotai`
 * imports elsewhere; a lint rule enforces it).
 */
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithStorage, createJSONStorage, loadable, RESET } from 'jotai/utils';
