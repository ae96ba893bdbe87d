import type { BrandPage } from '../../schemas/brand.ts';
import { SectionView } from './section.tsx';

/** Renders a page's sections in the page's order. */
export function PageView({ page }: { page: BrandPage }) {
  return (
    <>
      {page.order.map((key) => {
        const section = page.sections[key];
        return section ? <SectionView key={key} section={section} sectionKey={key} /> : null;
      })}
    </>
  );
}
