import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDialogs, type DialogOptions } from '../../engine/state/dialogs.ts';
import { i18n } from '../../engine/i18n/i18n.ts';
import { createStore, Provider } from '../../engine/state/jotai.ts';
import { DialogHost } from './dialog.tsx';

function Opener({
  options,
  onAnswer,
}: {
  options: DialogOptions;
  onAnswer: (answer: string | null) => void;
}) {
  const { show } = useDialogs();
  return (
    <button type="button" onClick={() => void show(options).then(onAnswer)}>
      open
    </button>
  );
}

function setup(options: DialogOptions) {
  const answers: (string | null)[] = [];
  render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <Opener options={options} onAnswer={(a) => answers.push(a)} />
        <DialogHost />
      </I18nProvider>
    </Provider>,
  );
  return answers;
}

describe('DialogHost', () => {
  it('shows title, text and buttons, and answers with the chosen button', async () => {
    const answers = setup({
      icon: 'warning',
      title: 'Log out?',
      text: 'Sure?',
      buttons: [
        { id: 'no', label: 'Cancel' },
        { id: 'yes', label: 'Yes', primary: true },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('Sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers).toEqual(['yes']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows dialogs one after another', async () => {
    setup({ title: 'One', buttons: [{ id: 'ok', label: 'OK' }] });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'One' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by itself after the auto-close delay', async () => {
    const answers = setup({
      title: 'Welcome',
      buttons: [{ id: 'ok', label: 'OK' }],
      autoCloseMs: 50,
    });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Welcome' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(answers).toEqual([null]);
  });
});
