import type { Meta, StoryObj } from '@storybook/react-vite';
import { normalPermission } from '../../tests/support/api-handlers.ts';
import { IpRestrictionPage } from './ip-restriction-page.tsx';

const restricted = { ...normalPermission, status: 2 as const, regionRestriction: true };

const meta = {
  title: 'System/IP restriction page',
  component: IpRestrictionPage,
  parameters: { permission: restricted },
} satisfies Meta<typeof IpRestrictionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's IP and country. */
export const Restricted: Story = {};

/** An address the GeoIP database does not know. */
export const UnknownCountry: Story = {
  parameters: { permission: { ...restricted, location: { ip: '198.51.100.4', country: null } } },
};
