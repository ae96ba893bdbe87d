import { useCallback } from 'react';
import { pickCdn, withCdn } from '../core/cdn.ts';
import { atom, useAtomValue } from '../state/jotai.ts';
import { permissionAtom } from '../state/system.ts';

/** The image CDN of this visit, picked once at random from the platform's list. */
const imageCdnAtom = atom((get) => pickCdn(get(permissionAtom)?.imageCDNs ?? []));

/** Turns an image path from the platform into the address to load (spec §3 imageCDNs). */
export function useImageUrl(): (path: string) => string {
  const cdn = useAtomValue(imageCdnAtom);
  return useCallback((path: string) => withCdn(path, cdn), [cdn]);
}
