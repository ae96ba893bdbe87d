import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { PageView } from '../../engine/render/page.tsx';
import { useBrandRoute } from '../../engine/router/create-router.tsx';
import { CenterFrame } from '../../engine/router/center-frame.tsx';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { centerReturnAtom } from '../../engine/state/ui.ts';

/**
 * The member center as the app frames it: the brand's menu beside the brand's page of the
 * route, opened from `returnTo` (the page drawn behind the dialog).
 */
function MemberCenter({ returnTo }: { returnTo?: string }) {
  const brand = useBrand();
  const current = useBrandRoute(brand);
  const setReturn = useSetAtom(centerReturnAtom);
  useLayoutEffect(() => {
    if (returnTo !== undefined) setReturn(returnTo);
  }, [returnTo, setReturn]);
  const page = current && brand.pages[current.route.page];
  return <CenterFrame>{page ? <PageView page={page} /> : null}</CenterFrame>;
}

const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
const modal = { memberCenter: { presentation: 'modal' } };

const meta = {
  title: 'Frame/Member center',
  component: MemberCenter,
  parameters: { path: '/member/withdraw', session: member, brand: modal },
} satisfies Meta<typeof MemberCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A brand with `memberCenter.presentation` "modal" on a wide screen: the menu and the withdraw
 * page in a dialog over the slots lobby the player opened it from, dimmed behind it.
 */
export const Modal: Story = { args: { returnTo: '/rng' } };

/** After a reload the player came from nowhere: the brand's home is drawn behind the dialog. */
export const ModalAfterReload: Story = {};

/** Moving between entries keeps the dialog: here the player went on to "My account". */
export const ModalMyAccount: Story = {
  args: { returnTo: '/rng' },
  parameters: { path: '/member/securityCenter' },
};

/** A trial account gets the dialog too; each page asks it to register (spec §6). */
export const ModalTrial: Story = {
  args: { returnTo: '/rng' },
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** Tagalog. */
export const ModalTagalog: Story = { args: { returnTo: '/rng' }, globals: { lang: 'TY' } };

/** A phone gets the page whatever the brand says: the menu is a strip above the page. */
export const Phone: Story = {
  args: { returnTo: '/rng' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A brand that keeps the default `presentation` "page": the member center is the page. */
export const Page: Story = {
  args: { returnTo: '/rng' },
  parameters: { brand: { memberCenter: { presentation: 'page' } } },
};
