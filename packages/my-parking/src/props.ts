import { DATE_FORMAT_METADATA } from '@nordpark/core';
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

export type ConfirmAction = (typeof CONFIRM_ACTIONS)[number];

/** The data each action sends: a trigger without it cannot work, so it is a props error. */
export const REQUIRED_DATA: Readonly<Record<ConfirmAction, readonly string[]>> = {
  'delete-vehicle': ['vehicle'],
  'demote-admin': ['uid'],
  'delete-customer': ['contactNumber'],
  'approve-order': ['orderId'],
  'decline-order': ['orderId'],
  'download-invoice': ['documentNumber'],
  'terminate-contract': ['salesOrderId', 'orderLineId'],
  'facility-confirm': [],
};

/** The confirm-dialog island's own props: which action, its data, and how the page follows up. */
export const confirmDialogPropsSchema = v.pipe(
  v.object({
    action: v.picklist(CONFIRM_ACTIONS, `must be one of ${CONFIRM_ACTIONS.join(', ')}`),
    vehicle: v.optional(v.object({ id: v.string(), plateText: v.string(), uid: v.string() })),
    uid: v.optional(v.string()),
    contactNumber: v.optional(v.string()),
    name: v.optional(v.string()),
    orderId: v.optional(v.string()),
    /** Where the preliminary order stands: an answered one offers neither approve nor decline. */
    orderStatus: v.optional(v.picklist(['pending', 'approved', 'declined'])),
    /**
     * The person of the row is the signed-in user: `demote-admin` warns that the admin rights
     * go; `delete-customer` is not offered (the backend refuses to delete one's own customer).
     */
    currentUser: v.optional(v.boolean()),
    documentNumber: v.optional(v.string()),
    salesOrderId: v.optional(v.string()),
    orderLineId: v.optional(v.string()),
    /** A day, YYYY-MM-DD (marked for the editor kit; not checked here, as before). */
    contractEndDate: v.optional(v.pipe(v.string(), v.metadata(DATE_FORMAT_METADATA))),
    reasons: v.optional(
      v.pipe(
        v.array(v.object({ value: v.string(), label: v.string() })),
        v.minLength(1, 'must list at least one reason'),
      ),
    ),
    checkboxLabel: v.optional(v.string()),
    heading: v.optional(v.string()),
    body: v.optional(v.string()),
    confirmLabel: v.optional(v.string()),
    errorText: v.optional(v.string()),
    onSuccess: v.optional(v.picklist(['reload', 'remove', 'redirect'])),
    removeSelector: v.optional(v.string()),
    redirectUrl: v.optional(v.string()),
    label: v.optional(v.string()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const props = dataset.value as Record<string, unknown>;
    for (const key of REQUIRED_DATA[dataset.value.action]) {
      if (props[key] === undefined || props[key] === '') {
        addIssue({
          message: `is required for the action "${dataset.value.action}"`,
          path: [{ type: 'object', origin: 'value', input: props, key, value: undefined }],
        });
      }
    }
  }),
);

export type ConfirmDialogProps = v.InferOutput<typeof confirmDialogPropsSchema>;
