import { http, HttpResponse } from 'msw';
import type { MemberLogin, SecurityOverview } from '../../schemas/api/account-security.ts';

const hour = 60 * 60 * 1000;

/** The instant `hoursAgo` hours before now, as the platform writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * hour).toISOString();

/** The session making the call: Chrome on a phone, logged in with the password an hour ago. */
export const currentLogin: MemberLogin = {
  at: hoursAgo(1),
  kind: 'username',
  ip: '203.177.12.34',
  device: 'Chrome 131 on Android 14',
  current: true,
};

const devices = ['Safari 18 on iOS 18', 'Chrome 131 on Windows 11', 'Firefox 133 on Linux'];
const kinds = ['sms', 'remember', 'password', 'username'] as const;

/**
 * The current login then `count - 1` earlier ones, a day apart, newest first, the first login
 * being the registration.
 */
export function loginsFor(count: number): MemberLogin[] {
  const earlier = Array.from({ length: Math.max(count - 1, 0) }, (_, index) => ({
    at: hoursAgo(24 * (index + 1)),
    kind: index === count - 2 ? ('register' as const) : kinds[index % kinds.length]!,
    ip: `112.198.64.${10 + index}`,
    device: devices[index % devices.length]!,
    current: false,
  }));
  return [currentLogin, ...earlier];
}

/** The demo member's overview: everything set, two payout accounts; unless overridden. */
export function securityFor(overrides: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    account: 'juan123',
    nickname: 'Juan',
    realName: 'Juan Dela Cruz',
    mobile: '+63 ••• ••• 4567',
    email: 'j•••@example.com',
    registeredAt: '2025-03-14T16:30:00.000Z',
    paymentPasswordSet: true,
    payoutAccounts: 2,
    lastLogins: loginsFor(3),
    ...overrides,
  };
}

/** A member who has set nothing yet: no real name, contacts or withdrawal password. */
export function nothingSetSecurity(): SecurityOverview {
  return securityFor({
    realName: null,
    mobile: null,
    email: null,
    paymentPasswordSet: false,
    payoutAccounts: 0,
    lastLogins: [{ ...currentLogin, kind: 'register' }],
  });
}

/** The overview call's answer. */
export function securityAnswer(overview: SecurityOverview = securityFor()) {
  return HttpResponse.json({ value: overview });
}

/** The overview call failing on the platform's side. */
export function securityFailure() {
  return HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });
}

/** Handlers answering "My account" like the platform, for stories and UI tests. */
export function securityHandlers(overview: SecurityOverview = securityFor()) {
  return [http.get('*/wps/member/security', () => securityAnswer(overview))];
}
