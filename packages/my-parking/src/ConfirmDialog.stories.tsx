import { presetStory, propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogEditor } from './editor';
import { ok, refused, storyApi, storyNavigation } from './testing/storyApi';
import '@nordpark/my-parking/styles.css';

// Each action's trigger, working: click it to go through the dialog. The API answers after
// 0.7 s with each story's outcome, and the page logs its follow-up instead of reloading.
// The dialog states on their own: ConfirmDialogView's stories.

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

export const DeleteVehicleInPermit: Story = {
  args: {
    props: { action: 'delete-vehicle', vehicle: { id: '5001', plateText: 'ABC 123', uid: 'veh-v1' } },
    api: storyApi({ checkPermitForDeleteVehicle: ok({ existsInPermit: true }) }),
    fallback: button('Delete ABC 123'),
  },
};

export const DeleteVehicleFails: Story = {
  args: {
    api: storyApi({
      deleteVehicle: refused(400, '<strong>The vehicle cannot be deleted.</strong> MLB 84C is in a permit.'),
    }),
    fallback: button('Delete MLB 84C'),
  },
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

export const DeclineOrderFails: Story = {
  args: {
    props: { action: 'decline-order', orderId: 'SO-4103' },
    api: storyApi({ declineSalesOrder: refused(400, 'Order SO-4103 is already approved.') }),
  },
};

export const DownloadInvoice: Story = {
  args: { props: { action: 'download-invoice', documentNumber: 'INV-2026-1101' } },
};

export const DownloadInvoiceNotFound: Story = {
  args: {
    props: { action: 'download-invoice', documentNumber: 'INV-2026-0404' },
    api: storyApi({
      checkIfDocumentExist: ok({ Exists: false }, 200, 'Invoice INV-2026-0404 was not found.'),
    }),
  },
};

export const TerminateContract: Story = {
  args: { props: { action: 'terminate-contract', salesOrderId: 'SO-5101', orderLineId: 'OL-5101' } },
};

export const TerminateContractRefused: Story = {
  args: {
    props: { action: 'terminate-contract', salesOrderId: 'SO-5101', orderLineId: 'OL-5101' },
    api: storyApi({ terminateOrderLine: ok({}, 400, 'The contract already ends on 2026-12-31.') }),
  },
};

export const TerminateContractNotPossible: Story = {
  args: {
    props: { action: 'terminate-contract', salesOrderId: 'SO-5103', orderLineId: 'OL-5110' },
    api: storyApi({ getOrderLineTerminationDate: ok({ TerminationDate: null }) }),
  },
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

export const Swedish: Story = {
  args: { config: storyConfig({ language: 'sv' }), fallback: button('Ta bort MLB 84C') },
};

/** Against the reference backend in mock mode (its own state per story), without a fake API. */
export const MockMode: Story = {
  args: {
    config: storyConfig({ language: 'en', mock: { delay: 600 } }),
    props: { action: 'decline-order', orderId: 'SO-4101' },
    api: undefined,
  },
};

export const PresetDeleteVehicle: Story = presetStory(confirmDialogEditor, 'delete-vehicle');
export const PresetDemoteAdmin: Story = presetStory(confirmDialogEditor, 'demote-admin');
export const PresetDeleteCustomer: Story = presetStory(confirmDialogEditor, 'delete-customer');
export const PresetApproveOrder: Story = presetStory(confirmDialogEditor, 'approve-order');
export const PresetDeclineOrder: Story = presetStory(confirmDialogEditor, 'decline-order');
export const PresetDownloadInvoice: Story = presetStory(confirmDialogEditor, 'download-invoice');
export const PresetTerminateContract: Story = presetStory(confirmDialogEditor, 'terminate-contract');
const facilityConfirm = presetStory(confirmDialogEditor, 'facility-confirm');
export const PresetFacilityConfirm: Story = {
  ...facilityConfirm,
  args: { ...facilityConfirm.args, fallback: bookingLink() },
};
