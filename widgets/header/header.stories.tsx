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

/** A signed-in member: the visitor buttons are gone. */
export const Member: Story = { parameters: { session: { token: 'story-token', isAgent: 0 } } };

/** A brand without live chat hides the customer-service button. */
export const WithoutCustomerService: Story = {
  parameters: { brand: { customerService: { livechat: null } } },
};

/** The theme switch can be turned off in the brand. */
export const WithoutThemeSwitch: Story = {
  args: { settings: { showThemeSwitch: false, showCustomerService: true } },
};
