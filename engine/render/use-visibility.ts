import type { VisibleWhen } from '../../schemas/common.ts';
import { isVisible } from '../core/visibility.ts';
import { useAtomValue } from '../state/jotai.ts';
import { roleAtom } from '../state/session.ts';
import { useBrand } from './brand-context.tsx';

/** Evaluates visibility conditions against the brand's flags and the player's role. */
export function useVisibility(): (condition: VisibleWhen | undefined) => boolean {
  const brand = useBrand();
  const role = useAtomValue(roleAtom);
  return (condition) => isVisible(condition, { features: brand.features, role });
}
