// @nordpark/ui/combobox: the WAI-ARIA combobox with a listbox popup, for autocompletes.
export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';
