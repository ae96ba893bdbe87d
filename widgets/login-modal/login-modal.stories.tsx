import type { Meta, StoryObj } from '@storybook/react-vite';
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
