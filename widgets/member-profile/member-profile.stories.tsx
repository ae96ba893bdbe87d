import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { profileHandlers, wrongCode } from '../../tests/support/profile-handlers.ts';
import {
  nothingSetSecurity,
  securityFailure,
  securityFor,
  securityHandlers,
} from '../../tests/support/security-handlers.ts';
import { MemberProfile } from './member-profile.tsx';

const member = { token: 'story-member', isAgent: 0 };

/**
 * Story handlers in front of the platform's (the same key replaces the preview's list), the
 * member's profile being `overview`.
 */
function handlers(overview: SecurityOverview = securityFor(), ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: {
        system: [
          ...first,
          ...profileHandlers(),
          ...securityHandlers(overview),
          ...apiHandlers(demoBrands),
        ],
      },
    },
  };
}

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Opens the phone part's form and asks for a code to a Philippine number. */
async function sendPhoneCode(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const mobile = within(await page.findByRole('region', { name: 'Mobile number' }));
  await userEvent.click(mobile.getByRole('button', { name: 'Bind' }));
  await mobile.findByRole('combobox', { name: /Country dialing code/ });
  await userEvent.type(mobile.getByRole('textbox', { name: 'Mobile number' }), '0917 123 4567');
  await userEvent.click(mobile.getByRole('button', { name: 'Send code' }));
  return mobile;
}

/** Sends a code, types it and confirms. */
async function confirmPhone(canvasElement: HTMLElement) {
  const mobile = await sendPhoneCode(canvasElement);
  await userEvent.type(mobile.getByRole('textbox', { name: 'Verification code' }), '123456');
  await userEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
  return mobile;
}

const meta = {
  title: 'Widgets/Member profile',
  component: MemberProfile,
  args: { settings: {}, sectionKey: 'profile' },
  parameters: { path: '/member/profile', session: member, ...handlers() },
} satisfies Meta<typeof MemberProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything set and bound: the nickname to edit, the real name fixed, "Change" for contacts. */
export const Bound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Juan Dela Cruz')).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Change' })).toHaveLength(2);
  },
};

/** A new member: the real name to set once, nothing bound, "Bind" for each contact. */
export const Unbound: Story = {
  parameters: handlers(nothingSetSecurity()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Save real name' })).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'Bind' })).toHaveLength(2);
  },
};

/** A code went out: where to, for how long, and the button counting down. */
export const CodeSent: Story = {
  parameters: handlers(nothingSetSecurity()),
  play: async ({ canvasElement }) => {
    const mobile = await sendPhoneCode(canvasElement);
    await expect(
      await mobile.findByText('A code was sent to +********4567. It expires in 5 minutes.'),
    ).toBeVisible();
    await expect(mobile.getByRole('button', { name: /^Code sent/ })).toBeDisabled();
  },
};

/** A wrong code: under the code field, the form kept. */
export const WrongCode: Story = {
  parameters: handlers(
    nothingSetSecurity(),
    http.post('*/wps/member/info/mobile', () => wrongCode()),
  ),
  play: async ({ canvasElement }) => {
    const mobile = await confirmPhone(canvasElement);
    await expect(await mobile.findByText('Please enter a valid verification code')).toBeVisible();
  },
};

/** Binding: the confirm button held while the platform answers. */
export const Busy: Story = {
  parameters: handlers(nothingSetSecurity(), http.post('*/wps/member/info/mobile', never)),
  play: async ({ canvasElement }) => {
    const mobile = await confirmPhone(canvasElement);
    await expect(await mobile.findByRole('button', { name: 'Confirming…' })).toBeDisabled();
  },
};

/** Bound: the notice in the part's live region, the form closed. */
export const Saved: Story = {
  parameters: handlers(nothingSetSecurity()),
  play: async ({ canvasElement }) => {
    const mobile = await confirmPhone(canvasElement);
    await expect(await mobile.findByText('Your mobile number is bound.')).toBeVisible();
  },
};

/** A brand that sends no SMS codes: the number shown, no way to bind one here. */
export const NoSms: Story = {
  parameters: { ...handlers(nothingSetSecurity()), brand: { flags: { mobileReg: false } } },
};

/** While the profile loads. */
export const Loading: Story = {
  parameters: handlers(securityFor(), http.get('*/wps/member/security', never)),
};

/** The profile could not be loaded: a retry. */
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

/** Everything bound, in Tagalog. */
export const TagalogBound: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Palayaw' }),
    ).toBeVisible();
  },
};

/** Nothing bound, in Tagalog. */
export const TagalogUnbound: Story = { parameters: Unbound.parameters, globals: { lang: 'TY' } };

/** A code sent, in Tagalog (the form is opened by the English story; here it shows closed). */
export const TagalogCodeSent: Story = {
  parameters: CodeSent.parameters,
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const mobile = within(await page.findByRole('region', { name: 'Numero ng mobile' }));
    await userEvent.click(mobile.getByRole('button', { name: 'I-bind' }));
    await mobile.findByRole('combobox');
    await userEvent.type(mobile.getByRole('textbox', { name: 'Numero ng mobile' }), '9171234567');
    await userEvent.click(mobile.getByRole('button', { name: 'Ipadala ang code' }));
    await expect(await mobile.findByText(/\+\*{8}4567/)).toBeVisible();
  },
};

/** A wrong code, in Tagalog. */
export const TagalogWrongCode: Story = {
  parameters: WrongCode.parameters,
  globals: { lang: 'TY' },
};

/** Busy, in Tagalog. */
export const TagalogBusy: Story = { parameters: Busy.parameters, globals: { lang: 'TY' } };

/** No SMS, in Tagalog. */
export const TagalogNoSms: Story = { parameters: NoSms.parameters, globals: { lang: 'TY' } };

/** Loading, in Tagalog. */
export const TagalogLoading: Story = { ...Loading, globals: { lang: 'TY' } };

/** The profile could not be loaded, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };
