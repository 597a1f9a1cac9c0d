export { DateField, type DateFieldComponentProps } from './DateField';
export { type DateFieldProps, dateFieldPropsSchema } from './props';
