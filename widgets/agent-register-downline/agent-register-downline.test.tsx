import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamHandlers,
  sampleTeam,
  type TeamData,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentRegisterDownline } from './agent-register-downline.tsx';

const brand = demoBrands.royal!;
const page = <AgentRegisterDownline settings={{ defaultRole: 'player' }} sectionKey="register" />;
const path = '/agent/registerAccount';

function withData(data: TeamData) {
  const sent: NonNullable<TeamData['sent']> = { queries: [], registrations: [], transfers: [] };
  server.use(...agentTeamHandlers({ members: sampleTeam(), ...data, sent }));
  return sent;
}

async function fill(username: string, password = 'secret123', confirm = password) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}
const register = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
/** Sealing the body takes a while on a busy machine. */
const sealing = { timeout: 5_000 };

describe('AgentRegisterDownline', () => {
  it('registers a sub-agent, shows its affiliate code and offers to register another', async () => {
    const sent = withData({});
    await renderInApp(page, { brand, session: agentSession, path });
    await userEvent.click(await screen.findByRole('radio', { name: 'Sub-agent' }));
    await fill(' newagent1 ');
    await register();
    expect(await screen.findByRole('status', {}, sealing)).toHaveTextContent(
      'Sub-agent newagent1 is registered in your team.',
    );
    expect(screen.getByTestId('affiliate-code')).toHaveTextContent('NEWA88');
    expect(sent.registrations).toEqual([
      {
        username: 'newagent1',
        password: 'secret123',
        confirmPassword: 'secret123',
        role: 'agent',
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Register another account' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it("checks the brand's rules before sending, and clears each error once fixed", async () => {
    const sent = withData({});
    await renderInApp(page, { brand, session: agentSession, path });
    await fill('1abc', 'short', 'other');
    await register();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.registrations).toHaveLength(0);
    await userEvent.clear(username);
    await userEvent.type(username, 'goodname1');
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it("shows the platform's field errors under their fields", async () => {
    withData({ atMaxLevel: true });
    await renderInApp(page, { brand, session: agentSession, path });
    await userEvent.click(await screen.findByRole('radio', { name: 'Sub-agent' }));
    await fill('player01');
    await register();
    expect(
      await screen.findByText('This username is already taken', {}, sealing),
    ).toBeInTheDocument();
    expect(screen.getByText(/deeper than this site allows/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Account type' })).toHaveAccessibleDescription(
      /deeper than this site allows/,
    );
  });

  it('registers a player without an affiliate code', async () => {
    withData({});
    await renderInApp(page, { brand, session: agentSession, path });
    await fill('newplayer');
    await register();
    await waitFor(() => expect(screen.getByTestId('registered')).toBeInTheDocument(), sealing);
    expect(screen.queryByTestId('affiliate-code')).toBeNull();
  });

  it('tells a member who is no agent that only agents get in', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(page, { brand, session: member, path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
