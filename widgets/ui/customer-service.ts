import type { Brand } from '../../schemas/brand.ts';

/**
 * The customer-service address for a player: the VIP service when their club rank is above
 * the brand's threshold (spec §6) and a VIP service exists, else live chat.
 */
export function customerServiceUrl(
  brand: Pick<Brand, 'customerService' | 'constants'>,
  rankLevel?: number,
): string | undefined {
  const { livechat, vip } = brand.customerService;
  if (vip && rankLevel !== undefined && rankLevel > brand.constants.vipServiceRankAbove) return vip;
  return livechat;
}

/** Opens customer service in its own window of the spec's size (440 x 750). */
export function openCustomerService(
  brand: Pick<Brand, 'customerService' | 'constants'>,
  rankLevel?: number,
): void {
  const url = customerServiceUrl(brand, rankLevel);
  if (!url) return;
  const { customerServiceWindowWidth: width, customerServiceWindowHeight: height } =
    brand.constants;
  window.open(url, 'customer-service', `width=${width},height=${height},noopener`);
}
