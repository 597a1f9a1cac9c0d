import * as v from 'valibot';

export const CONFIRM_ACTIONS = [
  'delete-vehicle',
  'demote-admin',
  'delete-customer',
  'approve-order',
  'decline-order',
  'download-invoice',
  'terminate-contract',
  'facility-confirm',
] as const;

/** The confirm-dialog island's own props: which action, and its data. */
export const confirmDialogPropsSchema = v.object({
  action: v.picklist(CONFIRM_ACTIONS, `must be one of ${CONFIRM_ACTIONS.join(', ')}`),
  vehicle: v.optional(v.object({ id: v.string(), plateText: v.string(), uid: v.string() })),
  uid: v.optional(v.string()),
  contactNumber: v.optional(v.string()),
  orderId: v.optional(v.string()),
  documentNumber: v.optional(v.string()),
  salesOrderId: v.optional(v.string()),
  orderLineId: v.optional(v.string()),
  contractEndDate: v.optional(v.string()),
  onSuccess: v.optional(v.picklist(['reload', 'remove', 'redirect'])),
  removeSelector: v.optional(v.string()),
  redirectUrl: v.optional(v.string()),
  label: v.optional(v.string()),
});

export type ConfirmDialogProps = v.InferOutput<typeof confirmDialogPropsSchema>;
