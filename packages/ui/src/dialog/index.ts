// @nordpark/ui/dialog: the modal primitives, apart from the main entry so that an island that
// only opens a dialog on demand does not carry them in its start-up chunks (a bundler splits
// by module reachability, so anything the main entry re-exports travels with it).
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Dialog, type DialogProps } from './Dialog';
