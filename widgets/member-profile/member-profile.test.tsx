import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { profileFailure } from '../../tests/support/profile-handlers.ts';
import { openProfile, part } from './profile-test-support.tsx';

const save = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('MemberProfile', () => {
  it('shows each part: the nickname to edit, the real name set, the contacts masked', async () => {
    await openProfile();
    const nickname = await part('Nickname');
    expect(nickname.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Juan');
    const realName = await part('Real name');
    expect(realName.getByTestId('profile-real-name')).toHaveTextContent('Juan Dela Cruz');
    expect(realName.getByText(/cannot be changed here/)).toBeVisible();
    expect(realName.queryByRole('textbox')).toBeNull();
    const mobile = await part('Mobile number');
    expect(mobile.getByTestId('profile-mobile')).toHaveTextContent('+63 ••• ••• 4567');
    expect(mobile.getByRole('button', { name: 'Change' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const email = await part('E-mail address');
    expect(email.getByTestId('profile-email')).toHaveTextContent('j•••@example.com');
  });

  it('saves a nickname, says so, and reads the profile and member info again', async () => {
    const bodies: unknown[] = [];
    const { state } = await openProfile();
    server.use(
      http.post('*/wps/member/info/nickname', async ({ request }) => {
        bodies.push(await request.json());
        state.overview = { ...state.overview, nickname: 'Lucky Juan' };
        return HttpResponse.json({ value: { nickname: 'Lucky Juan' } });
      }),
    );
    const nickname = await part('Nickname');
    const field = nickname.getByRole('textbox', { name: 'Nickname' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Lucky  Juan');
    const before = { ...state.calls };
    await save('Save nickname');
    expect(await nickname.findByText('Your nickname is saved.')).toBeVisible();
    expect(bodies).toEqual([{ nickname: 'Lucky  Juan' }]);
    await waitFor(() => expect(state.calls.overview).toBe(before.overview + 1));
    expect(state.calls.memberInfo).toBe(before.memberInfo + 1);
    expect(await nickname.findByRole('textbox', { name: 'Nickname' })).toHaveValue('Lucky Juan');
  });

  it('says what is wrong with a nickname under it, before and after the platform', async () => {
    await openProfile();
    const nickname = await part('Nickname');
    const field = nickname.getByRole('textbox', { name: 'Nickname' });
    await userEvent.clear(field);
    await save('Save nickname');
    expect(await nickname.findByText('Input cannot be empty')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '<b>');
    await save('Save nickname');
    expect(
      await nickname.findByText(
        'Use 1 to 20 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit',
      ),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ana');
    expect(field).not.toHaveAttribute('aria-invalid');
    server.use(
      http.post('*/wps/member/info/nickname', () =>
        profileFailure(400, { code: 'VALIDATION_FAILED', fields: { nickname: 'pattern' } }),
      ),
    );
    await save('Save nickname');
    expect(await nickname.findByText(/^Use 1 to 20 letters/)).toBeVisible();
  });

  it('holds the nickname button while it saves', async () => {
    await openProfile();
    server.use(
      http.post('*/wps/member/info/nickname', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await part('Nickname');
    await save('Save nickname');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('sets the real name once, with what it means, then shows it', async () => {
    const bodies: unknown[] = [];
    const { state } = await openProfile({ realName: null });
    server.use(
      http.post('*/wps/member/info/realName', async ({ request }) => {
        bodies.push(await request.json());
        state.overview = { ...state.overview, realName: 'Ana Reyes' };
        return HttpResponse.json({ value: true });
      }),
    );
    const realName = await part('Real name');
    expect(realName.getByText(/payout accounts must be held in it/)).toBeVisible();
    await userEvent.type(realName.getByRole('textbox', { name: 'Real name' }), ' Ana  Reyes ');
    await save('Save real name');
    expect(await realName.findByText('Your real name is saved.')).toBeVisible();
    expect(bodies).toEqual([{ payeeName: 'Ana Reyes' }]);
    expect(await realName.findByTestId('profile-real-name')).toHaveTextContent('Ana Reyes');
    expect(realName.queryByRole('textbox')).toBeNull();
  });

  it('reads the real name again when it was set meanwhile', async () => {
    const { state } = await openProfile({ realName: null });
    server.use(
      http.post('*/wps/member/info/realName', () => {
        state.overview = { ...state.overview, realName: 'Ana Reyes' };
        return profileFailure(409, { code: 'REAL_NAME_SET' });
      }),
    );
    const realName = await part('Real name');
    await userEvent.type(realName.getByRole('textbox', { name: 'Real name' }), 'Ana Reyes');
    await save('Save real name');
    expect(await realName.findByTestId('profile-real-name')).toHaveTextContent('Ana Reyes');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const { state } = await openProfile({}, { failing: true });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeVisible();
    state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Nickname' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { unmount } = await openProfile({}, { session: null });
    expect(await screen.findByText('Log in to see your profile.')).toBeInTheDocument();
    unmount();
    await openProfile({}, { session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nickname' })).toBeNull();
  });

  it('says it all in Tagalog', async () => {
    await openProfile({ realName: null, mobile: null, email: null }, { language: 'TY' });
    expect(await screen.findByRole('region', { name: 'Palayaw' })).toBeInTheDocument();
    expect(screen.queryByText('Not bound')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bind' })).toBeNull();
  });
});
