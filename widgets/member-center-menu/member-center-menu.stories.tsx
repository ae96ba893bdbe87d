import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { memberFor } from '../../tests/support/account-handlers.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { MemberCenterMenu } from './member-center-menu.tsx';

const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
const page = { page: 'withdraw', title: { EN: 'x' }, description: { EN: 'x' } };
/** Every page of this issue wired, so the whole menu shows. */
const allPages = {
  routes: Object.fromEntries(
    [
      'securityCenter',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
    ].map((key) => [`/member/${key}`, page]),
  ),
};

/** The member's info answered with or without an upline, after `wait`. */
function memberInfo(toUpline: boolean, wait: number | 'infinite' = 0) {
  return {
    msw: {
      handlers: {
        system: [
          http.get('*/wps/member/info', async () => {
            await delay(wait);
            return HttpResponse.json({ value: memberFor('juan123', { toUpline }) });
          }),
          ...apiHandlers(demoBrands),
        ],
      },
    },
  };
}

const meta = {
  title: 'Frame/Member center menu',
  component: MemberCenterMenu,
  args: { settings: { showTitle: true }, sectionKey: 'memberCenter' },
  parameters: { path: '/member/withdraw', session: member, brand: allPages, ...memberInfo(true) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberCenterMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with an upline on the withdraw page: every entry, "Withdraw" highlighted. */
export const Member: Story = {};

/** A member without an upline: no "Transfer to upline". */
export const WithoutUpline: Story = { parameters: memberInfo(false) };

/** Before the member's info arrives the menu waits, so entries never jump. */
export const Loading: Story = { parameters: memberInfo(true, 'infinite') };

/** Only the pages a brand wires are listed: the demo brand as shipped. */
export const DemoBrandPages: Story = { parameters: { brand: {} } };

/** A trial account sees the menu; each page asks it to register (spec §6). */
export const Trial: Story = {
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** Without the title; it stays for screen readers. */
export const NoTitle: Story = { args: { settings: { showTitle: false } } };

/** Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
