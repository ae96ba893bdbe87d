import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpPopup } from './help-popup.tsx';

const meta = {
  title: 'Widgets/Help popup',
  component: HelpPopup,
  parameters: { path: '/help#term' },
} satisfies Meta<typeof HelpPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /help#term: the terms the registration agreement links to. */
export const Terms: Story = {};

/** Another topic. */
export const ResponsibleGaming: Story = { parameters: { path: '/help#responsible' } };
