import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import {
  agentTeamFailing,
  agentTeamHandlers,
  sampleAgentNotices,
} from '../../tests/support/agent-team-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentAnnouncements } from './agent-announcements.tsx';

const brand = demoBrands.royal!;
const page = <AgentAnnouncements settings={{ openFirst: true }} sectionKey="notices" />;
const path = '/agent/announcement';

describe('AgentAnnouncements', () => {
  it('lists the announcements newest first, the newest open, the content sanitised', async () => {
    server.use(...agentTeamHandlers({ notices: sampleAgentNotices() }));
    await renderInApp(page, { brand, session: agentSession, path });
    const first = (await screen.findByText('New dividend rates from December')).closest('details')!;
    expect(first).toHaveAttribute('open');
    const titles = [...document.querySelectorAll('summary > span')].map((s) => s.textContent);
    expect(titles).toEqual([
      'New dividend rates from December',
      'Weekend maintenance',
      'Welcome, agents',
    ]);
    const second = screen.getByText('Weekend maintenance').closest('details')!;
    expect(second).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Weekend maintenance'));
    await waitFor(() => expect(second.querySelector('.notice-content')).not.toBeNull());
    expect(second.querySelector('script')).toBeNull();
    expect(second.querySelector('img')).toBeNull();
    expect(second).toHaveTextContent('Reports pause on Sunday');
  });

  it('says when there is no announcement, and offers a retry when they cannot be loaded', async () => {
    server.use(...agentTeamHandlers());
    const { unmount } = await renderInApp(page, { brand, session: agentSession, path });
    expect(
      await screen.findByText('There are no announcements for agents yet.'),
    ).toBeInTheDocument();
    unmount();
    server.use(...agentTeamFailing());
    await renderInApp(page, { brand, session: agentSession, path });
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
  });

  it('tells a member who is no agent that only agents get in', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(page, { brand, session: member, path });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});
