import { delay, http, HttpResponse } from 'msw';
import type { BannerList, Notices, Permission } from '../../schemas/api/system.ts';
import type { Brand } from '../../schemas/brand.ts';
import { accountHandlers } from './account-handlers.ts';
import { cashierHandlers } from './cashier-handlers.ts';
import { gameHandlers } from './game-handlers.ts';
import { lotteryHandlers } from './lottery-handlers.ts';
import { memberTransferHandlers } from './member-transfer-handlers.ts';
import { securityHandlers } from './security-handlers.ts';
import { walletHandlers } from './wallet-handlers.ts';
import { withdrawalHandlers } from './withdrawal-handlers.ts';

/** A normal-status permission answer. */
export const normalPermission: Permission = {
  status: 0,
  maintenance: false,
  maintenanceEnd: null,
  maintenanceMessage: null,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'PH' },
  imageCDNs: [],
  launchGameCDNs: [],
};

/** Announcements as the platform's demo seed writes them. */
export const sampleNotices: Notices = {
  banners: [],
  player: [
    {
      id: 1,
      type: 'PL',
      title: 'Scheduled maintenance on Sunday 02:00-04:00',
      content:
        '<p>Deposits and withdrawals pause during the window. <strong>Games stay open.</strong></p>',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
    {
      id: 2,
      type: 'PL',
      title: 'New: pay with GCash',
      content: '<p>GCash deposits now arrive within a minute.</p>',
      createdAt: '2026-11-19T08:00:00.000Z',
    },
  ],
  popup: [],
  promotion: [],
  help: [],
};

/** The banners of a brand group, as `/wps/system/banners` answers. */
export function bannersOf(brand: Brand, group: string): BannerList {
  return (brand.bannerGroups[group] ?? []).map((banner) => ({
    bannerId: banner.bannerId,
    url: banner.url,
    groupName: group,
    linkageType: banner.linkageType,
    ...(banner.link ? { link: banner.link } : {}),
    ...(banner.alt
      ? { alt: typeof banner.alt === 'string' ? banner.alt : (banner.alt.EN ?? '') }
      : {}),
  }));
}

/**
 * Handlers answering the platform's system calls (override per story or test). Like the
 * platform, they pick the brand from the request: here by its `Merchant` header.
 */
export function apiHandlers(brands: Readonly<Record<string, Brand>>) {
  const brandOf = (request: Request) =>
    Object.values(brands).find((b) => b.merchantCode === request.headers.get('Merchant')) ??
    Object.values(brands)[0]!;
  return [
    http.get('*/wps/system/permission', () => HttpResponse.json({ value: normalPermission })),
    http.get('*/wps/system/notices', () => HttpResponse.json({ value: sampleNotices })),
    http.get('*/wps/system/banners', ({ request }) => {
      const group = new URL(request.url).searchParams.get('group') ?? '';
      return HttpResponse.json({ value: bannersOf(brandOf(request), group) });
    }),
    ...accountHandlers(brandOf),
    ...gameHandlers(),
    ...cashierHandlers(),
    ...withdrawalHandlers(),
    ...securityHandlers(),
    ...memberTransferHandlers(),
    ...walletHandlers(),
    // Last: the game handlers above answer the vendor list (these add GPI to it).
    ...lotteryHandlers(),
  ];
}

/** Handlers that never answer, to show loading states. */
export const pendingHandlers = [
  http.get('*/wps/system/*', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** The platform's answer to a call that failed on its side (500, `INTERNAL`). */
export function internalError() {
  return HttpResponse.json(
    { error: { code: 'INTERNAL', message: 'Internal error' } },
    { status: 500 },
  );
}

/** Handlers that fail like the platform does, to show error states. */
export const failingHandlers = [http.get('*/wps/system/*', internalError)];
