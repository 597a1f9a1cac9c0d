import type { AreaMessages } from '../i18n/defineMessages';

/**
 * Texts of the map area; ids start with "search.map.". Override any through config `texts`.
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

export const mapMessages: AreaMessages<MapMessageId> = {
  sv: {
    'search.map.label': 'Karta över parkeringar',
    'search.map.marker': '{name}, {address}: {availability}',
    'search.map.cluster': '{count} parkeringar, zooma in',
    'search.map.availability.free': 'lediga platser',
    'search.map.availability.few': 'få lediga platser',
    'search.map.availability.full': 'fullt',
    'search.map.searchArea': 'Sök i det här området',
    'search.map.fullscreen': 'Visa kartan i helskärm',
    'search.map.exitFullscreen': 'Stäng helskärm',
    'search.map.info.close': 'Stäng',
    'search.map.info.priceMonth': 'Från {price} per månad',
    'search.map.info.priceDay': 'Från {price} per dag',
    'search.map.info.facility': 'Om parkeringen',
    'search.map.info.book': 'Boka parkering',
  },
  nb: {
    'search.map.label': 'Kart over parkeringsanlegg',
    'search.map.marker': '{name}, {address}: {availability}',
    'search.map.cluster': '{count} parkeringsanlegg, zoom inn',
    'search.map.availability.free': 'ledige plasser',
    'search.map.availability.few': 'få ledige plasser',
    'search.map.availability.full': 'fullt',
    'search.map.searchArea': 'Søk i dette området',
    'search.map.fullscreen': 'Vis kartet i fullskjerm',
    'search.map.exitFullscreen': 'Lukk fullskjerm',
    'search.map.info.close': 'Lukk',
    'search.map.info.priceMonth': 'Fra {price} per måned',
    'search.map.info.priceDay': 'Fra {price} per dag',
    'search.map.info.facility': 'Om parkeringsanlegget',
    'search.map.info.book': 'Bestill parkering',
  },
  fi: {
    'search.map.label': 'Pysäköintipaikkojen kartta',
    'search.map.marker': '{name}, {address}: {availability}',
    'search.map.cluster': '{count} pysäköintipaikkaa, lähennä',
    'search.map.availability.free': 'vapaita paikkoja',
    'search.map.availability.few': 'vain muutama vapaa paikka',
    'search.map.availability.full': 'täynnä',
    'search.map.searchArea': 'Hae tältä alueelta',
    'search.map.fullscreen': 'Näytä kartta koko näytöllä',
    'search.map.exitFullscreen': 'Sulje koko näytön tila',
    'search.map.info.close': 'Sulje',
    'search.map.info.priceMonth': 'Alkaen {price} kuukaudessa',
    'search.map.info.priceDay': 'Alkaen {price} päivässä',
    'search.map.info.facility': 'Tietoa pysäköintipaikasta',
    'search.map.info.book': 'Varaa pysäköinti',
  },
  en: {
    'search.map.label': 'Map of parking facilities',
    'search.map.marker': '{name}, {address}: {availability}',
    'search.map.cluster': '{count} parking facilities, zoom in',
    'search.map.availability.free': 'spaces free',
    'search.map.availability.few': 'few spaces left',
    'search.map.availability.full': 'full',
    'search.map.searchArea': 'Search this area',
    'search.map.fullscreen': 'Full-screen map',
    'search.map.exitFullscreen': 'Exit full screen',
    'search.map.info.close': 'Close',
    'search.map.info.priceMonth': 'From {price} per month',
    'search.map.info.priceDay': 'From {price} per day',
    'search.map.info.facility': 'About the facility',
    'search.map.info.book': 'Book parking',
  },
};
