// Every text id of the facility-search island, by area: the search bar, the results list, the
// filters, the map and the island's frame. Override any through config `texts`; the texts
// themselves are in sv.ts, nb.ts, fi.ts and en.ts beside this file.

/**
 * Texts of the search bar; ids start with "search.search.". Override any through config
 * `texts`. {count} is a number.
 */
export type SearchMessageId =
  | 'search.search.form'
  | 'search.search.label'
  | 'search.search.placeholder'
  | 'search.search.submit'
  | 'search.search.suggestions'
  | 'search.search.suggestionsOne'
  | 'search.search.noResults'
  | 'search.search.suggestFailed'
  | 'search.search.detailsFailed'
  | 'search.search.dateLabel';

/**
 * Texts of the results list; ids start with "search.list.". Override any through config `texts`;
 * the texts are in sv.ts, nb.ts, fi.ts and en.ts.
 * Placeholders: {shown}, {total}, {percent}, {from}, {to} are numbers; {distance}, {height},
 * {price}, {date} come formatted for the language; {name} is the facility's name.
 */
export type ListMessageId =
  | 'search.list.loading'
  | 'search.list.waiting'
  | 'search.list.emptyHeading'
  | 'search.list.emptyText'
  | 'search.list.showMore'
  | 'search.list.shownCount'
  | 'search.list.availability.free'
  | 'search.list.availability.few'
  | 'search.list.availability.full'
  | 'search.list.distance'
  | 'search.list.indoor'
  | 'search.list.outdoor'
  | 'search.list.heated'
  | 'search.list.maxHeight'
  | 'search.list.service.electricChargingPoint'
  | 'search.list.service.disabled'
  | 'search.list.service.bicycleParking'
  | 'search.list.service.carWash'
  | 'search.list.full.waitingList'
  | 'search.list.full.notify'
  | 'search.list.facts'
  | 'search.list.priceFromMonth'
  | 'search.list.priceFromDay'
  | 'search.list.campaign'
  | 'search.list.readMore'
  | 'search.list.readLess'
  | 'search.list.showOnMap'
  | 'search.list.book'
  | 'search.list.facilityLink'
  | 'search.list.details.show'
  | 'search.list.details.hide'
  | 'search.list.tabs.label'
  | 'search.list.tab.info'
  | 'search.list.tab.pricelist'
  | 'search.list.tab.offers'
  | 'search.list.info.openingHours'
  | 'search.list.info.timeSlots'
  | 'search.list.info.inTimes'
  | 'search.list.info.outTimes'
  | 'search.list.info.bothDays'
  | 'search.list.info.services'
  | 'search.list.info.spots'
  | 'search.list.info.evSpaces'
  | 'search.list.info.maxHeight'
  | 'search.list.info.noHeightLimit'
  | 'search.list.info.notes'
  | 'search.list.info.drivingInstructions'
  | 'search.list.info.arrival'
  | 'search.list.info.directions'
  | 'search.list.info.access'
  | 'search.list.info.accessPlate'
  | 'search.list.info.accessDevices'
  | 'search.list.priceList.loading'
  | 'search.list.priceList.error'
  | 'search.list.priceList.empty'
  | 'search.list.retry'
  | 'search.list.offers.loading'
  | 'search.list.offers.error'
  | 'search.list.offers.none'
  | 'search.list.offers.campaigns'
  | 'search.list.offers.products'
  | 'search.list.offers.perMonth'
  | 'search.list.offers.perDay'
  | 'search.list.offers.freeMonth'
  | 'search.list.offers.freeMonths'
  | 'search.list.offers.halfMonth'
  | 'search.list.offers.halfMonths'
  | 'search.list.offers.discount'
  | 'search.list.offers.priceChange'
  | 'search.list.offers.full'
  | 'search.list.waitingList.heading'
  | 'search.list.waitingList.text'
  | 'search.list.waitingList.email'
  | 'search.list.waitingList.register'
  | 'search.list.waitingList.busy'
  | 'search.list.waitingList.done'
  | 'search.list.waitingList.error'
  | 'search.list.waitingList.required'
  | 'search.list.waitingList.invalid'
  | 'search.list.waitingList.link';

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

/**
 * Texts of the map area; ids start with "search.map.". Override any through config `texts`;
 * the texts are in sv.ts, nb.ts, fi.ts and en.ts.
 * {name}, {address}, {availability}, {price}: text; {count}: a number.
 */
export type MapMessageId =
  | 'search.map.label'
  | 'search.map.skip'
  | 'search.map.marker'
  | 'search.map.cluster'
  | 'search.map.summary'
  | 'search.map.summary.one'
  | 'search.map.summaryNone'
  | 'search.map.availability.free'
  | 'search.map.availability.few'
  | 'search.map.availability.full'
  | 'search.map.searchArea'
  | 'search.map.searchedPlace'
  | 'search.map.tilesUnavailable'
  | 'search.map.fullscreen'
  | 'search.map.exitFullscreen'
  | 'search.map.info.close'
  | 'search.map.info.priceMonth'
  | 'search.map.info.priceDay'
  | 'search.map.info.facility'
  | 'search.map.info.book'
  | 'search.map.info.drivingInstructions';

/** Texts of the island's frame: the live status line and the list/map toggle. {count} is a number. */
export type LayoutMessageId =
  | 'search.status.locating'
  | 'search.status.loading'
  | 'search.status.waiting'
  | 'search.status.results'
  | 'search.status.none'
  | 'search.status.failed'
  | 'search.status.results.one'
  | 'search.list.failedHeading'
  | 'search.list.failedText'
  | 'search.list.timeoutText'
  | 'search.list.offlineText'
  | 'search.list.stillLoading'
  | 'search.network.offline'
  | 'search.view.label'
  | 'search.view.list'
  | 'search.view.map';

/**
 * Texts of the price for your stay; ids start with "search.stay.". {dates} is the
 * stay written short for the language ("12–15 dec."); {price} an amount with its currency;
 * {product} a product's name as the server sends it; {reason} one of the reason texts; {count}
 * a number.
 */
export type StayMessageId =
  | 'search.search.untilLabel'
  | 'search.search.untilFirst'
  | 'search.stay.label'
  | 'search.stay.from'
  | 'search.stay.loading'
  | 'search.stay.failed'
  | 'search.stay.none'
  | 'search.stay.discount'
  | 'search.stay.options'
  | 'search.stay.alternative'
  | 'search.stay.excluded'
  | 'search.stay.reason.online-booking-not-allowed'
  | 'search.stay.reason.not-available'
  | 'search.stay.reason.before-start-selling'
  | 'search.stay.reason.after-last-booking'
  | 'search.stay.reason.sold-out'
  | 'search.stay.reason.no-price'
  | 'search.stay.reason.stay-too-long'
  | 'search.stay.note'
  | 'search.stay.sort'
  | 'search.stay.sortDistance'
  | 'search.stay.sortPrice'
  | 'search.stay.sortedAmong'
  | 'search.map.stay'
  | 'search.map.cheapest'
  | 'search.map.cheapestTag';

/**
 * Texts of "fits my car"; ids start with "search.fit." and "search.vehicle.".
 * {height} and {vehicle} are heights in metres written for the language; {summary} is the
 * profile in short ("2,05 m, elbil").
 */
export type VehicleMessageId =
  | 'search.fit.fits'
  | 'search.fit.fitsMax'
  | 'search.fit.noLimit'
  | 'search.fit.tooTall'
  | 'search.fit.heightUnknown'
  | 'search.fit.noEv'
  | 'search.fit.noAccessible'
  | 'search.fit.only'
  | 'search.fit.noneHeading'
  | 'search.fit.noneText'
  | 'search.fit.showAll'
  | 'search.map.noFit'
  | 'search.filters.vehicle'
  | 'search.vehicle.button'
  | 'search.vehicle.summary'
  | 'search.vehicle.evShort'
  | 'search.vehicle.accessibleShort'
  | 'search.vehicle.title'
  | 'search.vehicle.intro'
  | 'search.vehicle.height'
  | 'search.vehicle.heightHint'
  | 'search.vehicle.heightError'
  | 'search.vehicle.ev'
  | 'search.vehicle.accessible'
  | 'search.vehicle.pick'
  | 'search.vehicle.pickNone'
  | 'search.vehicle.save'
  | 'search.vehicle.clear'
  | 'search.vehicle.close';

/** Every text id of the facility-search island. */
export type FacilitySearchMessageId =
  | SearchMessageId
  | ListMessageId
  | FiltersMessageId
  | MapMessageId
  | LayoutMessageId
  | StayMessageId
  | VehicleMessageId;

/** One language's texts: the type makes every language have every id. */
export type FacilitySearchCatalogue = Readonly<Record<FacilitySearchMessageId, string>>;
