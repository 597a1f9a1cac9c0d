export { createMyParkingApi, type MyParkingApi } from '@nordpark/api/my-parking';
export { CONFIRM_SUCCESS_EVENT, type ConfirmSuccessDetail, type PageNavigation } from './afterSuccess';
export { ConfirmDialog, type ConfirmDialogComponentProps } from './ConfirmDialog';
export { CONFIRM_DELAY_MS, SUCCESS_DELAY_MS } from './flow';
export type { MyParkingMessageId } from './messages/ids';
export {
  CONFIRM_ACTIONS,
  type ConfirmAction,
  type ConfirmDialogProps,
  confirmDialogPropsSchema,
} from './props';
