import { defineWidget } from '../../engine/render/widget.ts';
import { bannerCarouselSettingsSchema, type BannerCarouselSettings } from './schema.ts';

/** The banner carousel of the route's banner group (spec §9 autoplay and loop rules). */
export const bannerCarousel = defineWidget<BannerCarouselSettings>({
  type: 'banner-carousel',
  settingsSchema: bannerCarouselSettingsSchema,
  defaults: {},
  placement: ['page'],
  references: { '/group': 'bannerGroup' },
  load: () => import('./banner-carousel.tsx').then((m) => m.BannerCarousel),
});
