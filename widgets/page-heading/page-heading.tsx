import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import type { PageHeadingSettings } from './schema.ts';

/** The page's level-one heading, so screen-reader users can find where the page starts. */
export function PageHeading({ settings }: WidgetProps<PageHeadingSettings>) {
  const brand = useBrand();
  return <h1 className={settings.visible ? 'page-heading' : 'visually-hidden'}>{brand.name}</h1>;
}
