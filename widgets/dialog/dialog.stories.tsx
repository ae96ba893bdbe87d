import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDialogs, type DialogOptions } from '../../engine/state/dialogs.ts';
import { DialogHost } from './dialog.tsx';

function Opened({ options }: { options: DialogOptions }) {
  const { show } = useDialogs();
  useEffect(() => {
    void show(options);
  }, [show, options]);
  return <DialogHost />;
}

const meta = {
  title: 'Modals/Dialog',
  component: Opened,
  args: {
    options: {
      title: 'Registered successfully',
      icon: 'success',
      buttons: [{ id: 'ok', label: 'OK', primary: true }],
    },
  },
} satisfies Meta<typeof Opened>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A success notice. */
export const Success: Story = {};

/** A confirmation with two buttons. */
export const Confirm: Story = {
  args: {
    options: {
      title: 'Log out?',
      text: 'Are you sure you want to log out?',
      icon: 'info',
      buttons: [
        { id: 'cancel', label: 'Cancel' },
        { id: 'logout', label: 'Log out', primary: true },
      ],
    },
  },
};

/** A warning, as for a trial account. */
export const Warning: Story = {
  args: {
    options: {
      title: 'Please Register An Account First',
      icon: 'warning',
      buttons: [{ id: 'ok', label: 'OK', primary: true }],
    },
  },
};
