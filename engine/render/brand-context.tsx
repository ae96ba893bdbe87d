import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from '../../schemas/brand.ts';

const BrandContext = createContext<Brand | null>(null);

/** Provides the resolved brand to everything below. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The resolved brand of this site. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider');
  return brand;
}
