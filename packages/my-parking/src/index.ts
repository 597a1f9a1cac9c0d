export { ConfirmDialog, type ConfirmDialogComponentProps } from './ConfirmDialog';
export { type ConfirmDialogProps, confirmDialogPropsSchema } from './props';
