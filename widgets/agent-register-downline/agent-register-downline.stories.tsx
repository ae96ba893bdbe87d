import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentGateStories,
  agentTeamHandlers,
  sampleTeam,
} from '../../tests/support/agent-team-handlers.ts';
import { storyHandlers } from '../../tests/support/records-handlers.ts';
import { AgentRegisterDownline } from './agent-register-downline.tsx';

const meta = {
  title: 'Widgets/Agent register downline',
  component: AgentRegisterDownline,
  args: { settings: { defaultRole: 'player' }, sectionKey: 'register' },
  parameters: {
    path: '/agent/registerAccount',
    session: agentSession,
    ...storyHandlers(...agentTeamHandlers({ members: sampleTeam() })),
  },
} satisfies Meta<typeof AgentRegisterDownline>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(page: Canvas, username: string, role: 'Player' | 'Sub-agent' = 'Player') {
  await userEvent.click(await page.findByRole('radio', { name: role }));
  await userEvent.type(page.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(page.getByLabelText('Password'), 'secret123');
  await userEvent.type(page.getByLabelText('Confirm password'), 'secret123');
  await userEvent.click(page.getByRole('button', { name: 'Register' }));
}

/** The empty form, a player chosen. */
export const Form: Story = {};

/** Sent empty: each field says what it needs. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Register' }));
    await expect(await page.findAllByRole('alert')).toHaveLength(3);
  },
};

/** The platform answers that the username is taken. */
export const Taken: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fill(page, 'player01');
    await expect(await page.findByText('This username is already taken')).toBeVisible();
  },
};

/** A sub-agent would be deeper than the brand's levels. */
export const TooDeep: Story = {
  parameters: storyHandlers(...agentTeamHandlers({ atMaxLevel: true })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fill(page, 'newagent1', 'Sub-agent');
    await expect(await page.findByText(/deeper than this site allows/)).toBeVisible();
  },
};

/** A sub-agent registered: its affiliate code, and a way to register another. */
export const RegisteredSubAgent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fill(page, 'newagent1', 'Sub-agent');
    await expect(await page.findByTestId('affiliate-code')).toHaveTextContent('NEWA88');
  },
};

/** A visitor is asked to log in. */
export const Visitor: Story = agentGateStories.visitor;

/** A member who is no agent: 'Non-agents cannot log in'. */
export const Member: Story = agentGateStories.member;

/** A trial account is no agent either. */
export const Trial: Story = agentGateStories.trial;

/** In Tagalog, sent empty. */
export const Tagalog: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Magparehistro' }));
  },
};
