import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from './side-menu.tsx';

const meta = {
  title: 'Frame/Side menu',
  component: SideMenu,
  args: { settings: { languagesOpen: false }, sectionKey: 'left' },
  decorators: [
    (Story) => (
      <div style={{ width: 232 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's entries in its order; switch the Brand toolbar to see another order. */
export const Default: Story = {};

/** The language picker open, with circular flags. */
export const LanguagesOpen: Story = { args: { settings: { languagesOpen: true } } };

/** Mini mode: icons only, labels kept for screen readers. */
export const Mini: Story = {
  parameters: { menuMini: true },
  decorators: [
    (Story) => (
      <div style={{ width: 68 }}>
        <Story />
      </div>
    ),
  ],
};

/** With the referral promo off, "Invite and earn" is hidden. */
export const ReferralOff: Story = { parameters: { brand: { flags: { referralPromo: false } } } };

/** The active entry is highlighted. */
export const OnDownloadPage: Story = { parameters: { path: '/down' } };
