import { localize } from '../../engine/core/localized.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useBrandRoute } from '../../engine/router/create-router.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import type { PageHeadingSettings } from './schema.ts';

/** The page's level-one heading, so screen-reader users can find where the page starts. */
export function PageHeading({ settings }: WidgetProps<PageHeadingSettings>) {
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const route = useBrandRoute(brand)?.route;
  const text = settings.text === 'route' && route ? localize(route.title, language) : brand.name;
  return <h1 className={settings.visible ? 'page-heading' : 'visually-hidden'}>{text}</h1>;
}
