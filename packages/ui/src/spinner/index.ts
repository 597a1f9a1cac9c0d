// @nordpark/ui/spinner: a CSS spinner in the current text colour. Its own entry, so that an
// island that shows one at start carries none of the dialog or combobox.
export { Spinner, type SpinnerProps } from './Spinner';
