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
