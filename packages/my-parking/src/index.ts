export { createMyParkingApi, type MyParkingApi } from '@nordpark/api/my-parking';
export {
  CONFIRM_SUCCESS_EVENT,
  type ConfirmSuccessDetail,
  followSuccess,
  type PageNavigation,
  type SuccessFollowUp,
} from './afterSuccess';
export { ConfirmDialog, type ConfirmDialogComponentProps, loadConfirmFlow } from './ConfirmDialog';
export {
  ConfirmDialogView,
  type ConfirmDialogViewProps,
  ConfirmFlow,
  type ConfirmFlowProps,
} from './ConfirmFlow';
export {
  CONFIRM_DELAY_MS,
  type ConfirmOutcome,
  confirmAction,
  isConfirmAllowed,
  type OpenResult,
  openAction,
  type Step,
  SUCCESS_DELAY_MS,
} from './flow';
export { type HostTrigger, readHostTrigger } from './hostTrigger';
export { type DialogMessageId, type MyParkingMessageId, myParkingMessages } from './messages';
export {
  CONFIRM_ACTIONS,
  type ConfirmAction,
  type ConfirmDialogProps,
  confirmDialogPropsSchema,
  REQUIRED_DATA,
} from './props';
export { type TriggerMessageId, triggerMessages } from './triggerMessages';
