import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AlertDialog } from './AlertDialog';

// The shared alert dialog, open (it shows modally while mounted). Its users: the my-parking
// confirm dialogs, and any island that must ask before it destroys something.

const meta = {
  title: 'ui/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete the vehicle ABC 123?',
    description: <p>The vehicle is removed from your account.</p>,
    cancelLabel: 'Cancel',
    onCancel: () => undefined,
    confirmLabel: 'Delete vehicle',
    onConfirm: () => undefined,
    danger: true,
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const Primary: Story = {
  args: { title: 'Approve the order SO-4101?', confirmLabel: 'Approve order', danger: false },
};

export const Busy: Story = {
  args: { busy: true, status: 'Please wait…' },
};

export const WithError: Story = {
  args: { title: 'Something went wrong', error: 'ABC 123 is in a permit: change the permit first.' },
};

export const Acknowledgement: Story = {
  args: {
    title: 'The vehicle cannot be deleted',
    description: <p>ABC 123 is in a parking permit. Change the permit first.</p>,
    cancelLabel: 'Close',
    confirmLabel: undefined,
  },
};

function WithChoice() {
  const [accepted, setAccepted] = useState(false);
  return (
    <AlertDialog
      title="Please confirm"
      description={<p>Read the facility’s terms before you continue.</p>}
      cancelLabel="Cancel"
      onCancel={() => undefined}
      confirmLabel="Confirm and continue"
      onConfirm={() => undefined}
      confirmDisabled={!accepted}
    >
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        I have read and accept the terms
      </label>
    </AlertDialog>
  );
}

/** Confirm stays disabled until the box is ticked. */
export const ConfirmNeedsInput: Story = {
  render: () => <WithChoice />,
};
