import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingHandlers, pendingHandlers } from '../../tests/support/api-handlers.ts';
import { BannerCarousel } from './banner-carousel.tsx';

const meta = {
  title: 'Widgets/Banner carousel',
  component: BannerCarousel,
  args: { settings: {}, sectionKey: 'banner' },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several banners: autoplay every 5 s and loop. */
export const Several: Story = {};

/** One banner: no loop, no dots, no autoplay. */
export const Single: Story = { args: { settings: { group: 'w_down' } } };

/** While the banners load. */
export const Loading: Story = { parameters: { msw: { handlers: { system: pendingHandlers } } } };

/** When the platform fails: a message and a retry button. */
export const Failed: Story = { parameters: { msw: { handlers: { system: failingHandlers } } } };

/** A group without banners renders nothing. */
export const EmptyGroup: Story = { parameters: { brand: { bannerGroups: { w_home: [] } } } };
