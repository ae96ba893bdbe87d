import type { Meta, StoryObj } from '@storybook/react-vite';
import { JackpotTicker } from './jackpot-ticker.tsx';

const meta = {
  title: 'Widgets/Jackpot ticker',
  component: JackpotTicker,
  args: { settings: { link: '/rng' }, sectionKey: 'jackpot' },
} satisfies Meta<typeof JackpotTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand has the /rng route: the counter is a link to it. */
export const Linked: Story = {
  parameters: {
    brand: { routes: { '/rng': { page: 'home', title: 'Slots', description: 'Slot games' } } },
  },
};

/** Without a /rng route the counter is not a link. */
export const NotLinked: Story = {};
