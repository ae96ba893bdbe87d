import type { Brand } from '../../../schemas/brand.ts';

/** URL prefix under which the platform serves files of the brands folder. */
export const brandAssetPrefix = '/brand-assets/';

/** The URL of an asset reference: absolute URLs stay, brand-relative paths are served. */
export function assetUrl(reference: string): string {
  return /^https?:\/\//.test(reference) ? reference : `${brandAssetPrefix}${reference}`;
}

/**
 * The brand as the browser receives it: asset references turned into URLs and server-only
 * settings removed. The brand was
 * validated and resolved by the platform, so the browser never needs AJV.
 */
export function servedBrand(brand: Brand): Brand {
  const out = structuredClone(brand);
  // Server-only: the default password never reaches the browser.
  delete out.accounts.defaultPassword;
  out.theme.logo = assetUrl(out.theme.logo);
  if (out.theme.favicon) out.theme.favicon = assetUrl(out.theme.favicon);
  for (const banners of Object.values(out.bannerGroups)) {
    for (const banner of banners) banner.url = assetUrl(banner.url);
  }
  for (const list of Object.values(out.resources)) {
    for (const resource of list ?? [])
      if (resource.qrCodeUrl) resource.qrCodeUrl = assetUrl(resource.qrCodeUrl);
  }
  return out;
}
