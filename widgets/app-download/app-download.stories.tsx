import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDownload } from './app-download.tsx';

const meta = {
  title: 'Widgets/App download',
  component: AppDownload,
  args: { settings: { showSteps: true }, sectionKey: 'download' },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** QR codes and steps for Android and iOS. */
export const BothPlatforms: Story = {};

/** Only an Android app. */
export const AndroidOnly: Story = { parameters: { brand: { resources: { MOBILECONFIG: null } } } };

/** A brand without apps says so. */
export const NoApp: Story = {
  parameters: { brand: { resources: { MOBILECONFIG: null, Android: null } } },
};

/** QR codes without the steps. */
export const WithoutSteps: Story = { args: { settings: { showSteps: false } } };
