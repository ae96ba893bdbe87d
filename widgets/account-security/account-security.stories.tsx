import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  currentLogin,
  loginsFor,
  nothingSetSecurity,
  securityFailure,
  securityFor,
  securityHandlers,
} from '../../tests/support/security-handlers.ts';
import { AccountSecurity } from './account-security.tsx';

const member = { token: 'story-member', isAgent: 0 };

/**
 * Story handlers in front of the platform's (the same key replaces the preview's list), the
 * member's overview being `overview`.
 */
function handlers(overview: SecurityOverview = securityFor(), ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: {
        system: [...first, ...securityHandlers(overview), ...apiHandlers(demoBrands)],
      },
    },
  };
}

const meta = {
  title: 'Widgets/Account security',
  component: AccountSecurity,
  args: { settings: { loginsShown: 10 }, sectionKey: 'accountSecurity' },
  parameters: { path: '/member/securityCenter', session: member, ...handlers() },
} satisfies Meta<typeof AccountSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything set: real name, masked contacts, withdrawal password, two payout accounts. */
export const FullProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+63 ••• ••• 4567')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

/** A new member: nothing set or bound yet, each with where to set it (the profile page). */
export const NothingSetYet: Story = {
  parameters: handlers(nothingSetSecurity()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = within(await canvas.findByRole('region', { name: 'Profile' }));
    await expect(profile.getByRole('link', { name: 'Set it' })).toBeVisible();
    await expect(profile.getAllByRole('link', { name: 'Bind' })).toHaveLength(2);
    await expect(canvas.getByText('0 bound')).toBeVisible();
  },
};

/** Ten logins, the current session marked in words. */
export const ManyLogins: Story = {
  parameters: handlers(securityFor({ lastLogins: loginsFor(10) })),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Latest logins' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByText('This device')).toBeVisible();
  },
};

/** Logins whose device and address the platform could not tell. */
export const UnknownDevice: Story = {
  parameters: handlers(
    securityFor({
      lastLogins: [
        { ...currentLogin, device: null, ip: null },
        { ...currentLogin, kind: 'sms', current: false, device: null, ip: '112.198.64.7' },
      ],
    }),
  ),
};

/** While the overview loads. */
export const Loading: Story = {
  parameters: handlers(
    securityFor(),
    http.get('*/wps/member/security', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The overview could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    securityFor(),
    http.get('*/wps/member/security', () => securityFailure()),
  ),
};

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = {
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** Everything set, in Tagalog. */
export const TagalogFullProfile: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Palitan ang password' }),
    ).toBeVisible();
  },
};

/** Nothing set yet, in Tagalog. */
export const TagalogNothingSetYet: Story = {
  parameters: NothingSetYet.parameters,
  globals: { lang: 'TY' },
};

/** Many logins, in Tagalog. */
export const TagalogManyLogins: Story = {
  parameters: ManyLogins.parameters,
  globals: { lang: 'TY' },
};

/** Unknown device and address, in Tagalog. */
export const TagalogUnknownDevice: Story = { ...UnknownDevice, globals: { lang: 'TY' } };

/** Loading, in Tagalog. */
export const TagalogLoading: Story = { ...Loading, globals: { lang: 'TY' } };

/** The overview could not be loaded, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };
