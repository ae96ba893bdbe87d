/**
 * Brand rule `image-host`: every absolute image URL of a brand (logo, favicon, banners, QR
 * codes) is on one of its declared image origins (`cdn.images`, `cdn.assetHosts`), since the
 * page's Content-Security-Policy lets images load from nowhere else.
 */
import { brandImageOrigins, httpsOrigin } from '../image-hosts.ts';
import type { BrandRule } from './rules.ts';
import { toPointer } from './source.ts';

export const imageHostsRule: BrandRule = {
  id: 'image-host',
  run({ brand, report }) {
    const declared = brandImageOrigins(brand);
    const check = (pointer: string, url: string | undefined) => {
      const origin = url ? httpsOrigin(url) : null;
      if (origin === null || declared.includes(origin)) return;
      report(
        pointer,
        'image-host',
        `The image "${url}" is on ${origin}, which the brand does not declare: the page would not show it.`,
        { suggestion: `add "${origin}" to "cdn.assetHosts"` },
      );
    };
    check('/theme/logo', brand.theme?.logo);
    check('/theme/favicon', brand.theme?.favicon);
    for (const [group, banners] of Object.entries(brand.bannerGroups ?? {})) {
      banners?.forEach((banner, index) =>
        check(toPointer(['bannerGroups', group, index, 'url']), banner.url),
      );
    }
    for (const [type, list] of Object.entries(brand.resources ?? {})) {
      list?.forEach((resource, index) =>
        check(toPointer(['resources', type, index, 'qrCodeUrl']), resource.qrCodeUrl),
      );
    }
  },
};
