import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeading } from './page-heading.tsx';

const meta = {
  title: 'Widgets/Page heading',
  component: PageHeading,
  args: { settings: { visible: true, text: 'brand' }, sectionKey: 'heading' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: the brand's name as the page's level-one heading. */
export const Visible: Story = {};

/** The default: present for screen readers only. */
export const ScreenReaderOnly: Story = {
  args: { settings: { visible: false, text: 'brand' } },
};

/** The route's title, as on the member center's "My account" page. */
export const RouteTitle: Story = {
  args: { settings: { visible: true, text: 'route' } },
  parameters: { path: '/member/securityCenter' },
};

/** The route's title in Tagalog. */
export const RouteTitleTagalog: Story = { ...RouteTitle, globals: { lang: 'TY' } };
