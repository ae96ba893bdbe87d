import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPassword } from './forgot-password.tsx';

const meta = { title: 'Modals/Forgot password', component: ForgotPassword } satisfies Meta<
  typeof ForgotPassword
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail or by phone. */
export const BothWays: Story = {};

/** Only by e-mail (CHNGPASSVERIF3 off). */
export const EmailOnly: Story = { parameters: { brand: { flags: { CHNGPASSVERIF3: false } } } };

/** Only by phone (CHNGPASSMAIL3 off). */
export const PhoneOnly: Story = { parameters: { brand: { flags: { CHNGPASSMAIL3: false } } } };

/** Neither: customer service. */
export const Unavailable: Story = {
  parameters: { brand: { flags: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: false } } },
};
