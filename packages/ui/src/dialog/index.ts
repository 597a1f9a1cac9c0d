// @nordpark/ui/dialog: the modal primitives. An island that opens a dialog only on demand
// lazy-loads the code that imports this entry, so its start-up chunks carry none of it.
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Dialog, type DialogProps } from './Dialog';
