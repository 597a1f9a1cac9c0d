/**
 * Texts of the map area; ids start with "search.map.". Override any through config `texts`;
 * the texts themselves are in i18n/catalogues/, one file per language.
 * {name}, {address}, {availability}, {price}: text; {count}: a number.
 */
export type MapMessageId =
  | 'search.map.label'
  | 'search.map.marker'
  | 'search.map.cluster'
  | 'search.map.availability.free'
  | 'search.map.availability.few'
  | 'search.map.availability.full'
  | 'search.map.searchArea'
  | 'search.map.fullscreen'
  | 'search.map.exitFullscreen'
  | 'search.map.info.close'
  | 'search.map.info.priceMonth'
  | 'search.map.info.priceDay'
  | 'search.map.info.facility'
  | 'search.map.info.book';
