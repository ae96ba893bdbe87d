import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from './side-menu.tsx';

const meta = {
  title: 'Frame/Side menu',
  component: SideMenu,
  args: { settings: { languagesOpen: false }, sectionKey: 'left' },
  decorators: [
    (Story) => (
      <div style={{ width: 232 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's entries in its order; switch the Brand toolbar to see another order. */
export const Default: Story = {};

/** The language picker open, with circular flags. */
export const LanguagesOpen: Story = { args: { settings: { languagesOpen: true } } };

/** Mini mode: icons only, labels kept for screen readers. */
export const Mini: Story = {
  parameters: { menuMini: true },
  decorators: [
    (Story) => (
      <div style={{ width: 68 }}>
        <Story />
      </div>
    ),
  ],
};

/** With the referral promo off, "Invite and earn" is hidden. */
export const ReferralOff: Story = { parameters: { brand: { flags: { referralPromo: false } } } };

/** The active entry is highlighted. */
export const OnDownloadPage: Story = { parameters: { path: '/down' } };

const route = { page: 'home', title: { EN: 'Lobby' }, description: { EN: 'Lobby' } };
const gameEntries = {
  menu: {
    order: [
      'home',
      'hot',
      'fav',
      'live',
      'rng',
      'pvp',
      'fish',
      'sports',
      'esports',
      'inhouse',
      'cockfight',
      'download',
      'language',
    ],
  },
  routes: Object.fromEntries(
    [
      '/hot',
      '/fav',
      '/live',
      '/rng',
      '/pvp',
      '/fish',
      '/sports',
      '/esports',
      '/inhouse',
      '/cockfight',
    ].map((path) => [path, route]),
  ),
};

/** Game categories expand to All and their vendors (Slots is open on /rng). */
export const GameCategories: Story = { parameters: { brand: gameEntries, path: '/rng' } };

/** A member: Favourites opens the favourites list instead of the login modal. */
export const GameCategoriesMember: Story = {
  parameters: {
    brand: gameEntries,
    session: { token: 'story-member', isAgent: 0, account: 'juan123' },
  },
};

/** Game categories in mini mode are plain icon links. */
export const GameCategoriesMini: Story = {
  parameters: { brand: gameEntries, menuMini: true },
  decorators: [
    (Story) => (
      <div style={{ width: 68 }}>
        <Story />
      </div>
    ),
  ],
};

/** In Tagalog. */
export const Tagalog: Story = { parameters: { brand: gameEntries }, globals: { lang: 'TY' } };
