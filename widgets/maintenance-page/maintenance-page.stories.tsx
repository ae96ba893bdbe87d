import type { Meta, StoryObj } from '@storybook/react-vite';
import { normalPermission } from '../../tests/support/api-handlers.ts';
import { MaintenancePage } from './maintenance-page.tsx';

const maintenance = {
  ...normalPermission,
  status: 1 as const,
  maintenance: true,
  maintenanceEnd: '2026-11-22T06:00:00.000Z',
  maintenanceMessage: 'We are upgrading our payment systems.',
};

const meta = {
  title: 'System/Maintenance page',
  component: MaintenancePage,
  args: { settings: { pollSeconds: 30 }, sectionKey: 'system' },
  parameters: { permission: maintenance },
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** End time, operator message and customer service. */
export const WithEndAndMessage: Story = {};

/** Maintenance announced without an end time or message. */
export const WithoutDetails: Story = {
  parameters: { permission: { ...maintenance, maintenanceEnd: null, maintenanceMessage: null } },
};

/** A brand without customer service: no button. */
export const WithoutCustomerService: Story = {
  parameters: { brand: { customerService: { livechat: null } } },
};
