import { propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogEditor } from './editor';
import { refused, storyApi, storyNavigation } from './testing/storyApi';
import '@nordpark/my-parking/styles.css';

// Each action's trigger once, working: click it to go through the dialog. The API answers
// after 0.7 s (a failure where the action's story says so), and the page logs its follow-up
// instead of reloading. Each state of the open dialog (a failure, a notice, done…) is one of
// ConfirmDialogView's stories, and the builder's presets are tested by the builder's tests
// (each one mounts in its preview and in a pasted page), so neither is repeated here: the story
// sweep (tests/browser/a11y-stories.browser.test.ts) checks every story.

const vehicle = { id: '5002', plateText: 'MLB 84C', uid: 'veh-v-1002' };
const button = (text: string) => {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = text;
  return [node];
};

const meta = {
  title: 'my-parking/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    config: storyConfig({ language: 'en' }),
    props: { action: 'delete-vehicle', vehicle },
    api: storyApi(),
    navigation: storyNavigation,
  },
  // One control per prop (from the editor spec); what is set there goes into `props`.
  ...propControls(confirmDialogEditor),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteVehicle: Story = {
  args: { fallback: button('Delete MLB 84C') },
};

export const DemoteAdmin: Story = {
  args: { props: { action: 'demote-admin', uid: 'C-200102', name: 'Erik Johansson' } },
};

export const DeleteCustomerFails: Story = {
  args: {
    props: { action: 'delete-customer', contactNumber: 'C-200101', name: 'Anna Lindqvist' },
    api: storyApi({ deleteCustomer: refused(400, 'You cannot delete the customer you are signed in as.') }),
  },
};

export const ApproveOrder: Story = {
  args: { props: { action: 'approve-order', orderId: 'SO-4101' } },
};

/** Against the reference backend in mock mode (its own state per story), without a fake API. */
export const DeclineOrderMockMode: Story = {
  args: {
    config: storyConfig({ language: 'en', mock: { delay: 600 } }),
    props: { action: 'decline-order', orderId: 'SO-4101' },
    api: undefined,
  },
};

export const DownloadInvoice: Story = {
  args: { props: { action: 'download-invoice', documentNumber: 'INV-2026-1101' } },
};

export const TerminateContract: Story = {
  args: { props: { action: 'terminate-contract', salesOrderId: 'SO-5101', orderLineId: 'OL-5101' } },
};

/** A contract that already has an end date: no terminate is offered, so the island shows nothing. */
export const TerminateContractAlreadyEnds: Story = {
  decorators: [
    (Story) => (
      <div>
        <p>The contract ends on 30 November 2026: there is nothing to terminate, and no button.</p>
        <Story />
      </div>
    ),
  ],
  args: {
    props: {
      action: 'terminate-contract',
      salesOrderId: 'SO-5101',
      orderLineId: 'OL-5101',
      contractEndDate: '2026-11-30',
    },
  },
};

const bookingLink = () => {
  const link = document.createElement('a');
  link.href = '/se/booking/?fId=F1&t=1';
  link.textContent = 'Book parking';
  return [link];
};

export const FacilityConfirm: Story = {
  args: {
    props: { action: 'facility-confirm', checkboxLabel: 'I have read the facility’s terms' },
    fallback: bookingLink(),
  },
};

/** Against the reference backend in mock mode (its own state per story), without a fake API. */
