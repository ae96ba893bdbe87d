import { useBrand } from '../render/brand-context.tsx';
import { useAtomValue } from '../state/jotai.ts';
import { menuMiniAtom } from '../state/ui.ts';
import { useBrandRoute } from './create-router.tsx';

/**
 * Whether the side menu is in mini mode: the player's choice, else the current route's chrome
 * (`leftBarMini`, for example on /seamless). The frame and the side menu read this one value,
 * so a mini column never holds a full-width menu whose icons get squeezed to nothing.
 */
export function useMenuMini(): boolean {
  const brand = useBrand();
  const current = useBrandRoute(brand);
  const choice = useAtomValue(menuMiniAtom);
  return choice ?? current?.route.chrome.leftBarMini ?? false;
}
