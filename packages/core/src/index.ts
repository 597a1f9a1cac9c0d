// @nordpark/core: domain types, pure business rules, i18n and formatting.
// No React, no DOM, no fetch: everything here runs in Node and the browser alike.
//
// One line per module, `export *`: esbuild's code splitting follows a named re-export
// (`export { x } from`) to its file for every chunk that imports this entry, which put all of
// core in one chunk that every island loads at start (+7 KiB on a confirm-dialog page). A star
// re-export is followed only for the names a chunk uses. The names themselves are listed, and
// checked, in index.node.test.ts.

// The arrival kit: directions and a calendar file for a booked stay.
export * from './arrival/accessMethod';
export * from './arrival/calendarEvent';
export * from './arrival/directionsUrl';

// Loading once, and acting once.
export * from './async/cachedLoader';
export * from './async/createLock';
export * from './async/loadDeadlines';

// How available a facility and a product option are.
export * from './availability/availabilityLevel';
export * from './availability/productOptionAvailability';

// The booking flow's rules (spec §4 "Booking flow").
export * from './booking/customerForm';
export * from './booking/licencePlate';
export * from './booking/orderTotal';
export * from './booking/paymentUrl';
export * from './booking/productGroups';

// The page config: its keys, defaults and parsing.
export * from './config/pageConfig';
export * from './config/pageConfigEditor';

// The date field's rules (spec §4 "Date field").
export * from './dateField/allowedDates';
export * from './dateField/dateFieldState';
export * from './dateField/dateSelectionEvent';
export * from './dateField/dayOfWeek';
export * from './dateField/inputFormat';
export * from './dateField/startDateExplanation';
export * from './dateField/today';

// Calendar dates, YYYY-MM-DD, free of time zones.
export * from './dates/addDays';
export * from './dates/calendarDate';

// What editors, the docs and Storybook know of each key: labels, help, defaults, presets.
export * from './editorKit/editorSpec';
export * from './editorKit/schemaShape';
export * from './editorKit/storybookArgTypes';

// The results list: what a facility offers and how it is booked.
export * from './facilityList/bookingLink';
export * from './facilityList/canBookOnline';
export * from './facilityList/currentCampaigns';
export * from './facilityList/interestEmail';
export * from './facilityList/lowestPrice';
export * from './facilityList/productOffers';
export * from './facilityList/safeLinkUrl';
// The filters (spec §4 "Filters").
export * from './filters/defaultFilterSelection';
export * from './filters/facilityMatchesFilters';
export * from './filters/filterFacilities';
export * from './filters/parkingSpaceTypesOf';
export * from './filters/shortTermOnlyFilters';
export * from './filters/tallVehicleHeight';
export * from './filters/toggleFilter';
// Numbers, prices, dates and text for the page's language.
export * from './format/currencyForCountry';
export * from './format/formatDistance';
export * from './format/formatLongDate';
export * from './format/formatPrice';
export * from './format/heightInMetres';
export * from './format/intlCache';
export * from './format/isDesktopWidth';
export * from './format/truncateText';
export * from './format/weekdayNames';
// Positions, distances and country bounds.
export * from './geo/countryBounds';
export * from './geo/dedupeFacilitiesByUid';
export * from './geo/defaultLocation';
export * from './geo/haversineDistance';
export * from './geo/latLng';
export * from './geo/sortFacilitiesByDistance';
// Texts: one translator per language, loaded one chunk per language.
export * from './i18n/catalogueLoader';
export * from './i18n/createTranslator';
export * from './i18n/defaultFlexDays';
export * from './i18n/localeTag';
export * from './i18n/toLocale';
// The island names of the embedding contract.
export * from './islands/islandLoads';
export * from './islands/islandNames';
// The map (spec §4 "Map").
export * from './map/countInBounds';
export * from './map/defaultMapView';
export * from './map/mapSettings';
export * from './map/markerIcon';
export * from './map/markerNavigation';
export * from './map/offerAreaSearch';
export * from './map/shouldReloadMap';
// My parking's confirm dialogs (spec §4 "Confirm dialog").
export * from './myParking/invoiceDownloadUrl';
export * from './myParking/sameOriginUrl';
export * from './myParking/serverMessage';
export * from './myParking/terminationDecision';
export * from './myParking/vehicleDeletion';
// Promotions: free and discounted months.
export * from './promotions/promotionMonths';
// Where and what to search (spec §4 "Facility search").
export * from './search/autocompleteDelay';
export * from './search/filterQuery';
export * from './search/isSearchDateUsable';
export * from './search/searchLocation';
export * from './search/searchQuery';
// The price of a stay.
export * from './stay/formatStay';
export * from './stay/stay';
export * from './stay/stayBookingLink';
export * from './stay/stayPrice';
// Server texts as plain words.
export * from './text/serverText';

// The backend's data (spec §3).
export * from './types/booking';
export * from './types/dateField';
export * from './types/facility';
export * from './types/filters';

// Whether a facility fits the visitor's vehicle.
export * from './vehicleFit/vehicleFit';
