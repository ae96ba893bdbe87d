import type { Meta, StoryObj } from '@storybook/react-vite';
import { RightBar } from './right-bar.tsx';

const meta = {
  title: 'Frame/Right bar',
  component: RightBar,
  args: { settings: { showTelegram: true }, sectionKey: 'right' },
} satisfies Meta<typeof RightBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live chat plus one icon per Telegram resource. */
export const LivechatAndTelegram: Story = {};

/** Only Telegram when the brand has no live chat. */
export const TelegramOnly: Story = {
  parameters: { brand: { customerService: { livechat: null } } },
};

/** Nothing at all when the brand has neither. */
export const Empty: Story = {
  parameters: { brand: { customerService: { livechat: null }, resources: { TELEGRAM: null } } },
};
