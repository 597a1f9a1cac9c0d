import type { AreaMessages } from '../i18n/defineMessages';

/**
 * Texts of the filters button and overlay; ids start with "search.filters.". Override any
 * through config `texts`. {count} is a number. Parking space types the server sends that
 * have no text here are shown as sent.
 */
export type FiltersMessageId =
  | 'search.filters.button'
  | 'search.filters.buttonActive'
  | 'search.filters.title'
  | 'search.filters.close'
  | 'search.filters.term'
  | 'search.filters.termChoose'
  | 'search.filters.termLTP'
  | 'search.filters.termSTP'
  | 'search.filters.required'
  | 'search.filters.services'
  | 'search.filters.facility'
  | 'search.filters.disabled'
  | 'search.filters.electricChargingPoint'
  | 'search.filters.Indoor'
  | 'search.filters.Outdoor'
  | 'search.filters.Heated'
  | 'search.filters.MaxVehicleHeight'
  | 'search.filters.shortTermOnly'
  | 'search.filters.spaceTypes'
  | 'search.filters.type.Standard'
  | 'search.filters.type.Garage'
  | 'search.filters.type.Motorcycle'
  | 'search.filters.type.Carport'
  | 'search.filters.type.Electric'
  | 'search.filters.apply'
  | 'search.filters.applyOne'
  | 'search.filters.matches'
  | 'search.filters.matchesOne'
  | 'search.filters.matchesNone'
  | 'search.filters.reset';

export const filtersMessages: AreaMessages<FiltersMessageId> = {
  sv: {
    'search.filters.button': 'Filter',
    'search.filters.buttonActive': '{count} aktiva',
    'search.filters.title': 'Filtrera parkeringar',
    'search.filters.close': 'Stäng',
    'search.filters.term': 'Parkeringstyp',
    'search.filters.termChoose': 'Välj parkeringstyp',
    'search.filters.termLTP': 'Långtidsparkering (månadsvis)',
    'search.filters.termSTP': 'Korttidsparkering (per timme)',
    'search.filters.required': 'obligatoriskt',
    'search.filters.services': 'Tjänster',
    'search.filters.facility': 'Anläggning',
    'search.filters.disabled': 'Parkering för rörelsehindrade',
    'search.filters.electricChargingPoint': 'Laddplats för elbil',
    'search.filters.Indoor': 'Inomhus',
    'search.filters.Outdoor': 'Utomhus',
    'search.filters.Heated': 'Uppvärmt',
    'search.filters.MaxVehicleHeight': 'Plats för fordon högre än 2 m',
    'search.filters.shortTermOnly': 'Finns bara för korttidsparkering.',
    'search.filters.spaceTypes': 'Typ av parkeringsplats',
    'search.filters.type.Standard': 'Standardplats',
    'search.filters.type.Garage': 'Garage',
    'search.filters.type.Motorcycle': 'Motorcykelplats',
    'search.filters.type.Carport': 'Carport',
    'search.filters.type.Electric': 'Plats med laddning',
    'search.filters.apply': 'Visa {count} parkeringar',
    'search.filters.applyOne': 'Visa 1 parkering',
    'search.filters.matches': '{count} parkeringar matchar filtren.',
    'search.filters.matchesOne': '1 parkering matchar filtren.',
    'search.filters.matchesNone': 'Inga parkeringar matchar filtren. Ta bort något filter.',
    'search.filters.reset': 'Återställ filter',
  },
  nb: {
    'search.filters.button': 'Filter',
    'search.filters.buttonActive': '{count} aktive',
    'search.filters.title': 'Filtrer parkeringsanlegg',
    'search.filters.close': 'Lukk',
    'search.filters.term': 'Parkeringstype',
    'search.filters.termChoose': 'Velg parkeringstype',
    'search.filters.termLTP': 'Langtidsparkering (månedlig)',
    'search.filters.termSTP': 'Korttidsparkering (per time)',
    'search.filters.required': 'påkrevd',
    'search.filters.services': 'Tjenester',
    'search.filters.facility': 'Anlegg',
    'search.filters.disabled': 'Parkering for bevegelseshemmede',
    'search.filters.electricChargingPoint': 'Lading for elbil',
    'search.filters.Indoor': 'Innendørs',
    'search.filters.Outdoor': 'Utendørs',
    'search.filters.Heated': 'Oppvarmet',
    'search.filters.MaxVehicleHeight': 'Plass for kjøretøy høyere enn 2 m',
    'search.filters.shortTermOnly': 'Finnes bare for korttidsparkering.',
    'search.filters.spaceTypes': 'Type parkeringsplass',
    'search.filters.type.Standard': 'Standardplass',
    'search.filters.type.Garage': 'Garasje',
    'search.filters.type.Motorcycle': 'MC-plass',
    'search.filters.type.Carport': 'Carport',
    'search.filters.type.Electric': 'Plass med lading',
    'search.filters.apply': 'Vis {count} parkeringsanlegg',
    'search.filters.applyOne': 'Vis 1 parkeringsanlegg',
    'search.filters.matches': '{count} parkeringsanlegg passer filtrene.',
    'search.filters.matchesOne': '1 parkeringsanlegg passer filtrene.',
    'search.filters.matchesNone': 'Ingen parkeringsanlegg passer filtrene. Fjern et filter.',
    'search.filters.reset': 'Tilbakestill filtre',
  },
  fi: {
    'search.filters.button': 'Suodattimet',
    'search.filters.buttonActive': '{count} käytössä',
    'search.filters.title': 'Suodata pysäköintipaikkoja',
    'search.filters.close': 'Sulje',
    'search.filters.term': 'Pysäköinnin tyyppi',
    'search.filters.termChoose': 'Valitse pysäköinnin tyyppi',
    'search.filters.termLTP': 'Pitkäaikainen pysäköinti (kuukausittain)',
    'search.filters.termSTP': 'Lyhytaikainen pysäköinti (tunneittain)',
    'search.filters.required': 'pakollinen',
    'search.filters.services': 'Palvelut',
    'search.filters.facility': 'Pysäköintipaikka',
    'search.filters.disabled': 'Liikkumisesteisten pysäköinti',
    'search.filters.electricChargingPoint': 'Sähköauton lataus',
    'search.filters.Indoor': 'Sisätiloissa',
    'search.filters.Outdoor': 'Ulkona',
    'search.filters.Heated': 'Lämmitetty',
    'search.filters.MaxVehicleHeight': 'Tilaa yli 2 m korkeille ajoneuvoille',
    'search.filters.shortTermOnly': 'Saatavilla vain lyhytaikaiseen pysäköintiin.',
    'search.filters.spaceTypes': 'Pysäköintipaikan tyyppi',
    'search.filters.type.Standard': 'Tavallinen paikka',
    'search.filters.type.Garage': 'Autotalli',
    'search.filters.type.Motorcycle': 'Moottoripyöräpaikka',
    'search.filters.type.Carport': 'Autokatos',
    'search.filters.type.Electric': 'Latauspaikka',
    'search.filters.apply': 'Näytä {count} pysäköintipaikkaa',
    'search.filters.applyOne': 'Näytä 1 pysäköintipaikka',
    'search.filters.matches': '{count} pysäköintipaikkaa vastaa suodattimia.',
    'search.filters.matchesOne': '1 pysäköintipaikka vastaa suodattimia.',
    'search.filters.matchesNone': 'Mikään pysäköintipaikka ei vastaa suodattimia. Poista jokin suodatin.',
    'search.filters.reset': 'Palauta suodattimet',
  },
  en: {
    'search.filters.button': 'Filters',
    'search.filters.buttonActive': '{count} active',
    'search.filters.title': 'Filter parking facilities',
    'search.filters.close': 'Close',
    'search.filters.term': 'Parking term',
    'search.filters.termChoose': 'Choose a parking term',
    'search.filters.termLTP': 'Long-term parking (monthly)',
    'search.filters.termSTP': 'Short-term parking (hourly)',
    'search.filters.required': 'required',
    'search.filters.services': 'Services',
    'search.filters.facility': 'Facility',
    'search.filters.disabled': 'Accessible parking',
    'search.filters.electricChargingPoint': 'Electric vehicle charging',
    'search.filters.Indoor': 'Indoor',
    'search.filters.Outdoor': 'Outdoor',
    'search.filters.Heated': 'Heated',
    'search.filters.MaxVehicleHeight': 'Room for vehicles taller than 2 m',
    'search.filters.shortTermOnly': 'Only available for short-term parking.',
    'search.filters.spaceTypes': 'Parking space type',
    'search.filters.type.Standard': 'Standard space',
    'search.filters.type.Garage': 'Garage',
    'search.filters.type.Motorcycle': 'Motorcycle space',
    'search.filters.type.Carport': 'Carport',
    'search.filters.type.Electric': 'Space with charging',
    'search.filters.apply': 'Show {count} facilities',
    'search.filters.applyOne': 'Show 1 facility',
    'search.filters.matches': '{count} facilities match the filters.',
    'search.filters.matchesOne': '1 facility matches the filters.',
    'search.filters.matchesNone': 'No facilities match the filters. Remove a filter.',
    'search.filters.reset': 'Reset filters',
  },
};
