import { propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmDialogView, type ConfirmDialogViewProps } from './ConfirmDialogView';
import { confirmDialogEditor } from './editor';
import '@nordpark/my-parking/styles.css';

// Every state of the confirm dialog, open, as the visitor sees it (in StrictMode), once per
// action: confirm (with the reason or checkbox the action asks for), busy, failed with the
// server's message, a notice instead of the question, done. The working triggers are
// ConfirmDialog's stories.

const config = storyConfig({ language: 'en' });
const vehicle = {
  action: 'delete-vehicle',
  vehicle: { id: '5002', plateText: 'MLB 84C', uid: 'veh-v-1002' },
} as const;
const terminate = { action: 'terminate-contract', salesOrderId: 'SO-5101', orderLineId: 'OL-5101' } as const;

/** The view with its reason and checkbox held in state, so the fields can be tried. */
function Interactive(args: ConfirmDialogViewProps) {
  const [reason, setReason] = useState(args.reason ?? '');
  const [checked, setChecked] = useState(args.checked ?? false);
  return (
    <ConfirmDialogView
      {...args}
      reason={reason}
      onReason={setReason}
      checked={checked}
      onChecked={setChecked}
    />
  );
}

const meta = {
  title: 'my-parking/ConfirmDialogView',
  component: ConfirmDialogView,
  render: (args) => <Interactive {...args} />,
  // One control per prop (from the editor spec); what is set there goes into `props`.
  ...propControls(confirmDialogEditor),
  args: {
    config,
    props: vehicle,
    step: { kind: 'confirm', busy: false, error: null },
  },
} satisfies Meta<typeof ConfirmDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Busy: Story = {
  args: { step: { kind: 'confirm', busy: true, error: null } },
};

export const FailedWithServerMessage: Story = {
  args: { step: { kind: 'confirm', busy: false, error: 'MLB 84C is in a permit: change the permit first.' } },
};

export const Done: Story = {
  args: { step: { kind: 'done', message: 'The vehicle MLB 84C is deleted.', acknowledge: false } },
};

export const VehicleInPermit: Story = {
  args: {
    step: {
      kind: 'notice',
      heading: 'The vehicle cannot be deleted',
      message: 'ABC 123 is in a parking permit. Change the permit first.',
    },
  },
};

export const DemoteAdmin: Story = {
  args: { props: { action: 'demote-admin', uid: 'C-200102', name: 'Erik Johansson' } },
};

/** The signed-in admin demotes themselves: the dialog warns that the admin rights go at once. */
export const DemoteYourself: Story = {
  args: { props: { action: 'demote-admin', uid: 'C-200101', name: 'Anna Lindqvist', currentUser: true } },
};

export const DeleteCustomerFailed: Story = {
  args: {
    props: { action: 'delete-customer', contactNumber: 'C-200101', name: 'Anna Lindqvist' },
    step: {
      kind: 'confirm',
      busy: false,
      error: 'The customer could not be deleted. Please try again in a moment.',
    },
  },
};

export const ApproveOrder: Story = {
  args: { props: { action: 'approve-order', orderId: 'SO-4101' } },
};

export const DeclineOrderFailed: Story = {
  args: {
    props: { action: 'decline-order', orderId: 'SO-4103' },
    step: {
      kind: 'confirm',
      busy: false,
      error: 'The order could not be declined. Please try again in a moment.',
    },
  },
};

export const InvoiceNotFound: Story = {
  args: {
    props: { action: 'download-invoice', documentNumber: 'INV-2026-0404' },
    step: { kind: 'notice', heading: 'Invoice not found', message: 'Invoice INV-2026-0404 was not found.' },
  },
};

/** In Finnish: the one story of a language other than English (the longest words). */
export const TerminateReasonRequired: Story = {
  args: {
    config: storyConfig({ language: 'fi' }),
    props: terminate,
    step: { kind: 'confirm', busy: false, error: null, date: '2026-12-31' },
  },
};

export const TerminateRefused: Story = {
  args: {
    props: terminate,
    step: {
      kind: 'confirm',
      busy: false,
      error: 'The contract already ends on 2026-12-31.',
      date: '2026-12-31',
    },
    reason: 'price',
  },
};

export const TerminateNotPossible: Story = {
  args: {
    props: terminate,
    step: {
      kind: 'notice',
      heading: 'Sorry',
      message: 'This contract cannot be terminated here. Please contact customer service.',
    },
  },
};

export const TerminateDone: Story = {
  args: {
    props: terminate,
    step: {
      kind: 'done',
      message: 'The contract ends on 31 December 2026. You will get a confirmation by e-mail.',
      acknowledge: true,
      date: '2026-12-31',
    },
  },
};

export const FacilityCheckbox: Story = {
  args: { props: { action: 'facility-confirm', checkboxLabel: 'I have read the facility’s terms' } },
};
