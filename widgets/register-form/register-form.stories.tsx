import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  apiHandlers,
  failingHandlers,
  internalError,
  pendingHandlers,
} from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { RegisterForm } from './register-form.tsx';

const meta = {
  title: 'Widgets/Register form',
  component: RegisterForm,
  args: { settings: { showHomeLink: true }, sectionKey: 'form' },
  parameters: { path: '/register' },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The /register page: tabs for username and mobile, the brand's fields, agreement. */
export const Page: Story = {};

/** The register modal. */
export const Modal: Story = { args: { sectionKey: 'modal:register' } };

/** Username registration only (no SMS registration). */
export const UsernameOnly: Story = { parameters: { brand: { flags: { MOBILENUMREG3: false } } } };

/** More fields: real name, e-mail and ID number, all required. */
export const MoreFields: Story = {
  parameters: {
    brand: {
      registration: {
        fields: {
          payeeName: { enabled: true, required: true },
          email: { enabled: true, required: true },
          idNumber: { enabled: true, required: true },
        },
      },
    },
  },
};

/** Registration closed: no mode enabled. */
export const Closed: Story = {
  parameters: { brand: { flags: { usernameEnabled: false, MOBILENUMREG3: false } } },
};

/** While the field settings load. */
export const Loading: Story = { parameters: { msw: { handlers: { system: pendingHandlers } } } };

/** When the field settings cannot be loaded. */
export const Failed: Story = { parameters: { msw: { handlers: { system: failingHandlers } } } };

/** The mobile tab when the country codes cannot be loaded: the code's place offers to retry. */
export const CountryCodesFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [http.get('*/wps/system/countryCodes', internalError), ...apiHandlers(demoBrands)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Mobile number' }));
    await expect(
      await page.findByRole('button', { name: /country codes could not be loaded/ }),
    ).toBeVisible();
  },
};
