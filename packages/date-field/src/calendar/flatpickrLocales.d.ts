// flatpickr ships its ES-module locales without declarations; these are the ones we import.
declare module 'flatpickr/dist/esm/l10n/sv.js' {
  export const Swedish: import('flatpickr/dist/types/locale').CustomLocale;
}
declare module 'flatpickr/dist/esm/l10n/no.js' {
  export const Norwegian: import('flatpickr/dist/types/locale').CustomLocale;
}
declare module 'flatpickr/dist/esm/l10n/fi.js' {
  export const Finnish: import('flatpickr/dist/types/locale').CustomLocale;
}
