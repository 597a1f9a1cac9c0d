/**
 * The texts the trigger itself may need before the dialog's code has loaded: its default
 * label (when the host's trigger has no text), what is announced while it works, and what it
 * says when the dialog cannot load. The trigger has them in every language (trigger.ts); the rest load with the dialog.
 */
export type TriggerMessageId =
  | 'myParking.busy'
  | 'myParking.loadError'
  | 'myParking.deleteVehicle.trigger'
  | 'myParking.demoteAdmin.trigger'
  | 'myParking.deleteCustomer.trigger'
  | 'myParking.approveOrder.trigger'
  | 'myParking.declineOrder.trigger'
  | 'myParking.downloadInvoice.trigger'
  | 'myParking.terminateContract.trigger'
  | 'myParking.facilityConfirm.trigger';

/**
 * Every text the confirm dialogs show or announce, by message id. Override any of them for a
 * page or one island with the config's `texts`; the most common ones also have props
 * (`heading`, `body`, `confirmLabel`, `errorText`, `checkboxLabel`, `reasons`, `label`).
 * Placeholders: {plate}, {name}, {order}, {document}, {date}.
 */
export type DialogMessageId =
  | 'myParking.cancel'
  | 'myParking.close'
  | 'myParking.errorHeading'
  | 'myParking.error'
  | 'myParking.offline'
  | 'myParking.deleteVehicle.heading'
  | 'myParking.deleteVehicle.body'
  | 'myParking.deleteVehicle.confirm'
  | 'myParking.deleteVehicle.blockedHeading'
  | 'myParking.deleteVehicle.blocked'
  | 'myParking.deleteVehicle.done'
  | 'myParking.demoteAdmin.heading'
  | 'myParking.demoteAdmin.body'
  | 'myParking.demoteAdmin.confirm'
  | 'myParking.demoteAdmin.error'
  | 'myParking.demoteAdmin.done'
  | 'myParking.demoteAdmin.selfHeading'
  | 'myParking.demoteAdmin.selfBody'
  | 'myParking.demoteAdmin.selfConfirm'
  | 'myParking.demoteAdmin.selfDone'
  | 'myParking.deleteCustomer.heading'
  | 'myParking.deleteCustomer.body'
  | 'myParking.deleteCustomer.confirm'
  | 'myParking.deleteCustomer.error'
  | 'myParking.deleteCustomer.done'
  | 'myParking.approveOrder.heading'
  | 'myParking.approveOrder.body'
  | 'myParking.approveOrder.confirm'
  | 'myParking.approveOrder.error'
  | 'myParking.approveOrder.done'
  | 'myParking.declineOrder.heading'
  | 'myParking.declineOrder.body'
  | 'myParking.declineOrder.confirm'
  | 'myParking.declineOrder.error'
  | 'myParking.declineOrder.done'
  | 'myParking.downloadInvoice.notFoundHeading'
  | 'myParking.downloadInvoice.notFound'
  | 'myParking.terminateContract.heading'
  | 'myParking.terminateContract.body'
  | 'myParking.terminateContract.reason'
  | 'myParking.terminateContract.reasonHint'
  | 'myParking.terminateContract.reason.moving'
  | 'myParking.terminateContract.reason.noVehicle'
  | 'myParking.terminateContract.reason.price'
  | 'myParking.terminateContract.reason.other'
  | 'myParking.terminateContract.confirm'
  | 'myParking.terminateContract.sorry'
  | 'myParking.terminateContract.notPossible'
  | 'myParking.terminateContract.existingDate'
  | 'myParking.terminateContract.doneHeading'
  | 'myParking.terminateContract.done'
  | 'myParking.facilityConfirm.heading'
  | 'myParking.facilityConfirm.body'
  | 'myParking.facilityConfirm.checkbox'
  | 'myParking.facilityConfirm.confirm';

export type MyParkingMessageId = TriggerMessageId | DialogMessageId;

/** One language's texts of the dialogs. */
export type DialogCatalogue = Record<DialogMessageId, string>;
