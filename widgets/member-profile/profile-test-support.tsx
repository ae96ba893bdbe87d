import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import type { Brand } from '../../schemas/brand.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { profileHandlers } from '../../tests/support/profile-handlers.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import {
  securityAnswer,
  securityFailure,
  securityFor,
} from '../../tests/support/security-handlers.ts';
import { MemberProfile } from './member-profile.tsx';

/** The demo member's session. */
export const member = { token: sessionFor('juan123').token, isAgent: 0 };

/**
 * Opens the profile page with the platform answering `overview` (a live copy: `calls` counts the
 * overview and member-info requests, so a test sees what the page read again; while `failing`,
 * the overview call fails).
 */
export async function openProfile(
  overview: Partial<SecurityOverview> = {},
  options: {
    brand?: Brand;
    session?: typeof member | null;
    language?: 'EN' | 'TY';
    failing?: boolean;
  } = {},
) {
  const state = {
    overview: securityFor(overview),
    failing: options.failing ?? false,
    calls: { overview: 0, memberInfo: 0 },
  };
  server.use(
    ...profileHandlers(),
    http.get('*/wps/member/security', () => {
      state.calls.overview += 1;
      return state.failing ? securityFailure() : securityAnswer(state.overview);
    }),
    http.get('*/wps/member/info', () => {
      state.calls.memberInfo += 1;
      return undefined;
    }),
  );
  const rendered = await renderInApp(<MemberProfile />, {
    brand: options.brand ?? demoBrands.royal!,
    session: options.session === undefined ? member : options.session,
    path: '/member/profile',
    ...(options.language ? { language: options.language } : {}),
  });
  return { ...rendered, state };
}

/** The part of the page named `name`, once loaded. */
export const part = async (name: string) => within(await screen.findByRole('region', { name }));
