import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePassword } from './change-password.tsx';

const meta = {
  title: 'Modals/Change password',
  component: ChangePassword,
  parameters: {
    session: { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' },
  },
} satisfies Meta<typeof ChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by the player: the old password is asked. */
export const Voluntary: Story = { parameters: { modal: { type: 'changePassword' } } };

/** Forced after a login with the default or an expired password: no close button, a log-out link. */
export const Forced: Story = {
  parameters: { modal: { type: 'changePassword', data: { forced: true } } },
};
