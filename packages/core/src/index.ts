// @nordpark/core: domain types, pure business rules, i18n and formatting.
// No React, no DOM, no fetch: everything here runs in Node and the browser alike.

// The arrival kit: directions and a calendar file for a booked stay (issue 19).
export { bookingCalendarFile, type CalendarEventInput } from './arrival/calendarEvent';
export { type Destination, directionsUrl } from './arrival/directionsUrl';
// Loading once, and acting once.
export { cachedLoader, type TrackedPromise, track } from './async/cachedLoader';
export { createLock, type Guarded } from './async/createLock';
// The results list: what a facility offers and how it is booked.
export { type AvailabilityLevel, availabilityLevel } from './availability/availabilityLevel';
export {
  type ProductAvailabilityFields,
  type ProductOptionAvailability,
  productOptionAvailability,
  START_SELLING_GRACE_HOURS,
  type UnavailableReason,
} from './availability/productOptionAvailability';
// The booking flow (spec §4 "Booking flow").
export {
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerFieldProblem,
  type CustomerFields,
  type CustomerFormErrors,
  validateCustomerForm,
} from './booking/customerForm';
export {
  checkLicencePlate,
  normalizeLicencePlate,
  type PlateCheck,
  type PlateOrigin,
} from './booking/licencePlate';
export { type OrderChoices, type OrderTotal, orderTotal } from './booking/orderTotal';
export { allowedPaymentUrl } from './booking/paymentUrl';
export {
  groupProductsByProcessType,
  isReservedProduct,
  maxOrderQuantity,
  type ProductGroup,
} from './booking/productGroups';
// The page config: its keys, defaults and parsing.
export {
  COUNTRIES,
  type ConfigIssue,
  DEFAULT_ATTRIBUTION,
  DEFAULT_TILE_URL,
  defaultLanguage,
  LANGUAGES,
  type Language,
  PAGE_CONFIG_KEYS,
  type PageConfig,
  type PageConfigInput,
  type ParseResult,
  parsePageConfig,
} from './config/pageConfig';
export {
  type AllowedDateSettings,
  type AllowedDates,
  allowedDates,
  isDateAllowed,
} from './dateField/allowedDates';
export {
  type DateFieldContext,
  type DateFieldProblem,
  type DateFieldState,
  enterText,
  initialDateFieldState,
  pickDate,
  revalidateDateFieldState,
} from './dateField/dateFieldState';
export {
  DATE_SELECTION_EVENT,
  type DateSelectionEvent,
  dateSelectionEvent,
} from './dateField/dateSelectionEvent';
export { type DayOfWeek, dayOfWeek } from './dateField/dayOfWeek';
export {
  type DateInputFormat,
  dateInputFormat,
  formatInputDate,
  parseInputDate,
} from './dateField/inputFormat';
export { type StartDateExplanationSettings, startDateExplanation } from './dateField/startDateExplanation';
export { todayIn } from './dateField/today';
// Calendar dates and the date field's rules (spec §4 "Date field").
export { addDays, daysBetween } from './dates/addDays';
export { addYears, type CalendarDate, calendarDateOfInstant, isCalendarDate } from './dates/calendarDate';
export { bookingLink } from './facilityList/bookingLink';
export { canBookOnline } from './facilityList/canBookOnline';
export { currentCampaigns } from './facilityList/currentCampaigns';
export { type InterestEmailProblem, interestEmailProblem } from './facilityList/interestEmail';
export { type LowestPrice, lowestPrice } from './facilityList/lowestPrice';
export { type ProductOffer, productOffers } from './facilityList/productOffers';
export { safeLinkUrl } from './facilityList/safeLinkUrl';
// Filters (spec §4 "Filters").
export { defaultFilterSelection, type SearchVariant } from './filters/defaultFilterSelection';
export {
  type FilterableFacility,
  facilityMatchesFilters,
  selectedParkingSpaceTypes,
} from './filters/facilityMatchesFilters';
export { filterFacilities } from './filters/filterFacilities';
export { parkingSpaceTypesOf } from './filters/parkingSpaceTypesOf';
export { isFilterDisabled, isLongTermOnly, isShortTermOnlyFilter } from './filters/shortTermOnlyFilters';
export { allowsTallVehicles } from './filters/tallVehicleHeight';
export { normalizeFilterSelection, toggleFilter, toggleParkingSpaceType } from './filters/toggleFilter';
export { currencyForCountry } from './format/currencyForCountry';
export { formatDistance } from './format/formatDistance';
export { formatLongDate } from './format/formatLongDate';
export { formatMoney, formatPrice } from './format/formatPrice';
export { formatHeight, heightInMetres } from './format/heightInMetres';
export { DESKTOP_MIN_EXCLUSIVE, isDesktopWidth } from './format/isDesktopWidth';
export { type TruncatedText, truncateText } from './format/truncateText';
export { isWithinCountryBounds, type LatLngBounds } from './geo/countryBounds';
export { dedupeFacilitiesByUid } from './geo/dedupeFacilitiesByUid';
export { defaultLocation, type NamedLocation } from './geo/defaultLocation';
export { type DistanceUnit, haversineDistance } from './geo/haversineDistance';
export { type FacilityWithCoordinates, facilityLatLng, type LatLng } from './geo/latLng';
export { sortFacilitiesByDistance } from './geo/sortFacilitiesByDistance';
// Texts and formatting in the page's language.
export { type CatalogueModules, createCatalogueLoader } from './i18n/catalogueLoader';
export {
  createTranslator,
  type MessageCatalogue,
  type MessageParams,
  type Translate,
} from './i18n/createTranslator';
export { defaultFlexDays } from './i18n/defaultFlexDays';
export { localeTag } from './i18n/localeTag';
export { toLocale } from './i18n/toLocale';
export { ISLAND_NAMES, type IslandName } from './islands/islandNames';
export { countInBounds } from './map/countInBounds';
export { defaultMapCentre, defaultMapZoom } from './map/defaultMapView';
export { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map/mapSettings';
export { type MarkerIconSpec, type MarkerVariant, markerIconSpec } from './map/markerIcon';
export { offerAreaSearch } from './map/offerAreaSearch';
export { type MapReloadReason, type MapViewAfterMove, shouldReloadMap } from './map/shouldReloadMap';
// My parking's confirm dialogs (spec §4 "Confirm dialog").
export { invoiceDownloadUrl } from './myParking/invoiceDownloadUrl';
export { sameOriginUrl } from './myParking/sameOriginUrl';
export { serverMessage } from './myParking/serverMessage';
export {
  hasTerminationReason,
  type TerminationDecision,
  terminationDecision,
} from './myParking/terminationDecision';
export { vehicleDeletionDecision } from './myParking/vehicleDeletion';
export {
  type PromotionMonths,
  type PromotionMonthsKind,
  promotionMonths,
} from './promotions/promotionMonths';
export { autocompleteDelay } from './search/autocompleteDelay';
export { filterQueryFromSelection, filterSelectionFromQuery } from './search/filterQuery';
export { isSearchDateUsable } from './search/isSearchDateUsable';
// Where to search, and the map (spec §4 "Facility search").
export {
  chooseSearchLocation,
  type SearchLocation,
  type SearchLocationCandidates,
  type SearchLocationSource,
} from './search/searchLocation';
export { parseSearchQuery, type SearchQueryState, writeSearchQuery } from './search/searchQuery';
// The price of a stay, and whether a facility fits the visitor's vehicle (issue 18).
export {
  normaliseStay,
  type SeasonPeriod,
  type Stay,
  type StayExclusion,
  type StayOption,
  type StayPrice,
  stayOption,
  stayPrice,
} from './stay/stayPrice';
// The backend's data (spec §3).
export type {
  AvailabilityResponse,
  Customer,
  MyParkingVehicle,
  ParkingSpace,
  ParkingSpaceAvailabilityItem,
  PaymentOption,
  PlaceDetails,
  PlaceSuggestion,
  Termination,
  Vehicle,
  VehicleList,
} from './types/booking';
export type { DateFieldSettings, DateFieldValue } from './types/dateField';
export type {
  AccessDevice,
  Campaign,
  CountryCode,
  CurrencyCode,
  Facility,
  FacilityAddress,
  FacilityInfo,
  FacilityInfoBlock,
  FacilityService,
  GroupedTimeSlots,
  LngLat,
  ParkingZone,
  Pmc,
  ProcessType,
  Product,
  ProductType,
  Promotion,
  UpcomingPriceChange,
} from './types/facility';
export { BOOLEAN_FILTER_NAMES, type BooleanFilterName, type FilterSelection } from './types/filters';
export {
  EMPTY_VEHICLE_PROFILE,
  facilityMaxHeightCm,
  type HeightFit,
  parseStoredVehicleProfile,
  parseVehicleHeight,
  profileIsSet,
  serialiseVehicleProfile,
  type VehicleFit,
  type VehicleProfile,
  vehicleFit,
} from './vehicleFit/vehicleFit';
