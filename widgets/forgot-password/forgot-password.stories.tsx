import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { ForgotPassword } from './forgot-password.tsx';

const meta = { title: 'Modals/Forgot password', component: ForgotPassword } satisfies Meta<
  typeof ForgotPassword
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail or by phone. */
export const BothWays: Story = {};

/** Only by e-mail (CHNGPASSVERIF3 off): username, e-mail and the human verification. */
export const EmailOnly: Story = { parameters: { brand: { flags: { CHNGPASSVERIF3: false } } } };

/**
 * By e-mail, sent: the temporary password went out; it works once, for a few minutes, and the
 * current password keeps working until it is used.
 */
export const EmailSent: Story = {
  parameters: { brand: { flags: { CHNGPASSVERIF3: false } } },
  render: () => (
    <>
      <ForgotPassword />
      <OverlayHost />
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByPlaceholderText(/^Username/), 'juan123');
    await userEvent.type(page.getByPlaceholderText(/^E-mail/), 'juan@example.com');
    const send = page.getByRole('button', { name: 'Send a temporary password' });
    // The human verification finishes on its own; until then the form asks to wait.
    await waitFor(
      async () => {
        await userEvent.click(send);
        await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toBeVisible();
      },
      { timeout: 15_000 },
    );
  },
};

/** Only by phone (CHNGPASSMAIL3 off). */
export const PhoneOnly: Story = { parameters: { brand: { flags: { CHNGPASSMAIL3: false } } } };

/** Neither: customer service. */
export const Unavailable: Story = {
  parameters: { brand: { flags: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: false } } },
};
