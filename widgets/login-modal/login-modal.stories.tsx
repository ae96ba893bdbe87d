import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { LoginModal } from './login-modal.tsx';

const meta = {
  title: 'Modals/Login',
  component: LoginModal,
  args: { settings: { rememberMe: true }, sectionKey: 'modal:login' },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password, with the SMS tab, free play, forgot password and register links. */
export const Default: Story = {};

/** A brand without SMS login shows no tabs. */
export const WithoutSmsLogin: Story = {
  parameters: { brand: { flags: { MOBILEVERCODELOGIN3: false } } },
};

/** Without free play and without password recovery. */
export const Minimal: Story = {
  parameters: {
    brand: { flags: { freePlay: false, CHNGPASSMAIL3: false, CHNGPASSVERIF3: false } },
  },
};

/** Without the remember-me box. */
export const WithoutRememberMe: Story = { args: { settings: { rememberMe: false } } };

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** The login modal with the dialogs it opens, on its SMS tab with a number typed in. */
function smsTab(): Story {
  return {
    render: (args) => (
      <>
        <LoginModal {...args} />
        <OverlayHost />
      </>
    ),
  };
}

async function fillSmsTab(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('tab', { name: 'SMS code' }));
  await userEvent.type(await page.findByPlaceholderText('Mobile number *'), '9171234567');
  return page;
}

/**
 * SMS tab after a failed login that asked for the captcha (spec §4, §8): the captcha field
 * shows under the code, as on the username tab.
 */
export const SmsWithCaptcha: Story = {
  ...smsTab(),
  parameters: handlers(
    http.post('*/wps/session/login', () =>
      HttpResponse.json(
        { error: { code: 'INVALID_CODE', message: 'x', captcha: true } },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await fillSmsTab(canvasElement);
    await userEvent.type(page.getByPlaceholderText('Verification code *'), '000000');
    // The human verification finishes on its own; until then the form asks to wait.
    await waitFor(
      async () => {
        await userEvent.click(page.getByRole('button', { name: 'Log in' }));
        await expect(page.getByPlaceholderText('Captcha *')).toBeVisible();
      },
      { timeout: 15_000 },
    );
  },
};

/** SMS tab when the code cannot be sent: the warning popup with the server's message (spec §8). */
export const SmsSendFailed: Story = {
  ...smsTab(),
  parameters: handlers(
    http.post('*/wps/verification/sms/noLogin', () =>
      HttpResponse.json({ error: { code: 'USER_NOT_FOUND', message: 'x' } }, { status: 404 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = await fillSmsTab(canvasElement);
    await waitFor(
      async () => {
        await userEvent.click(page.getByRole('button', { name: 'Send code' }));
        await expect(
          page.getByRole('dialog', { name: 'Username/Email does not exist' }),
        ).toBeVisible();
      },
      { timeout: 15_000 },
    );
  },
};
