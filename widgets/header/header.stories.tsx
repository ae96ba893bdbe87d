import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './header.tsx';

const meta = {
  title: 'Frame/Header',
  component: Header,
  args: { settings: { showThemeSwitch: true, showCustomerService: true }, sectionKey: 'top' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: menu collapse, logo, home, theme switch and customer service. */
export const Visitor: Story = {};

/** A signed-in member: balance, VIP and member labels, account menu. */
export const MemberWithBalance: Story = {
  parameters: {
    session: { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' },
  },
};

/** A brand without live chat hides the customer-service button. */
export const WithoutCustomerService: Story = {
  parameters: { brand: { customerService: { livechat: null } } },
};

/** The theme switch can be turned off in the brand. */
export const WithoutThemeSwitch: Story = {
  args: { settings: { showThemeSwitch: false, showCustomerService: true } },
};

/** A trial (free-play) account: the Trial label and a register entry in the account menu. */
export const Trial: Story = {
  parameters: {
    session: { token: 'token-trial001-0123456789abcdef', isAgent: 4, account: 'trial001' },
  },
};
