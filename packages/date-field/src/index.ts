export {
  CLOSE_AFTER_PICK_MS,
  DATE_FIELD_BLUR_EVENT,
  DATE_FIELD_CHANGE_EVENT,
  DateField,
  type DateFieldComponentProps,
} from './DateField';
export { type DateFieldMessageId, dateFieldMessages } from './messages';
export { type DateFieldProps, dateFieldPropsSchema } from './props';
