export {
  CLOSE_AFTER_PICK_MS,
  DATE_FIELD_BLUR_EVENT,
  DATE_FIELD_CHANGE_EVENT,
  DateField,
  type DateFieldComponentProps,
} from './DateField';
export type { DateFieldCatalogue, DateFieldMessageId } from './messages/ids';
export { loadDateFieldCatalogue } from './messages/load';
export { type DateFieldProps, dateFieldPropsSchema } from './props';
