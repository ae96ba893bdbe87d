import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';

const meta = {
  title: 'Frame/Footer',
  component: Footer,
  args: { settings: { showSocial: true }, sectionKey: 'bottom' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Age notice, social links and copyright. */
export const Default: Story = {};

/** A brand with minimum age 21. */
export const MinimumAge21: Story = { parameters: { brand: { compliance: { minimumAge: 21 } } } };

/** Without social links. */
export const WithoutSocial: Story = { args: { settings: { showSocial: false } } };
