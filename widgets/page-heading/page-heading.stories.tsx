import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './page-heading.tsx';

const meta = {
  title: 'Widgets/Page heading',
  component: PageHeading,
  args: { settings: { visible: true }, sectionKey: 'heading' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: the brand's name as the page's level-one heading. */
export const Visible: Story = {};

/** The default: present for screen readers only. */
export const ScreenReaderOnly: Story = { args: { settings: { visible: false } } };
