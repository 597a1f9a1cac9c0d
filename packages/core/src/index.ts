// @nordpark/core: domain types, pure business rules, i18n and formatting.
// No React, no DOM, no fetch: everything here runs in Node and the browser alike.
//
// Every export is named here, so a reader sees what core offers and a new export is chosen on
// purpose. The bundler follows each name to its module, so an island's chunks still carry only
// what they use (the size report measured no change against star re-exports). The values are
// also listed, and checked, in index.node.test.ts.

// The arrival kit: directions and a calendar file for a booked stay.
export { type AccessMethod, accessMethod, facilityAccess } from './arrival/accessMethod';
export { type ArrivalPlace, arrivalPlace } from './arrival/arrivalPlace';
export {
  bookingCalendarFile,
  type CalendarEventInput,
  escapeText,
  foldLine,
  zonedToUtc,
} from './arrival/calendarEvent';
export {
  DEFAULT_DIRECTIONS_URL,
  type Destination,
  directionsUrl,
  PHONE_DIRECTIONS_URL,
} from './arrival/directionsUrl';
export { entryHeightCm, facilityAddress } from './arrival/facilityAddress';

// Loading once, and acting once.
export { cachedLoader, type TrackedPromise, track } from './async/cachedLoader';
export { createLock, type Guarded } from './async/createLock';
export {
  IMPORT_RETRY_DELAYS_MS,
  type ImportRetriesFailed,
  importRetriesFailed,
  importWithRetries,
} from './async/importWithRetries';
export { ABANDON_LOAD_MS, SLOW_LOAD_MS } from './async/loadDeadlines';
export { type DeadlineOptions, type NetworkClock, pageClock, underDeadlines } from './async/underDeadlines';

// How available a facility and a product option are.
export { type AvailabilityLevel, availabilityLevel, FEW_SPACES_MAX } from './availability/availabilityLevel';
export {
  type ProductAvailabilityFields,
  type ProductOptionAvailability,
  productOptionAvailability,
  START_SELLING_GRACE_HOURS,
  type UnavailableReason,
} from './availability/productOptionAvailability';

// The booking flow's rules (spec §4 "Booking flow").
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
  PROCESS_TYPES,
  type ProductGroup,
} from './booking/productGroups';

// The page config: its keys, defaults and parsing.
export {
  COUNTRIES,
  type ConfigIssue,
  DEFAULT_ATTRIBUTION,
  DEFAULT_TILE_URL,
  defaultLanguage,
  issuesOf,
  LANGUAGES,
  type Language,
  PAGE_CONFIG_KEYS,
  type PageConfig,
  type PageConfigInput,
  type ParseResult,
  pageConfigSchema,
  parsePageConfig,
  unknownKeysOf,
} from './config/pageConfig';
export { type PageConfigEditorSpec, pageConfigEditor } from './config/pageConfigEditor';

// The date field's rules (spec §4 "Date field").
export {
  type AllowedDateSettings,
  type AllowedDates,
  allowedDates,
  END_DATE_YEARS_AHEAD,
  isDateAllowed,
} from './dateField/allowedDates';
export {
  type DateFieldContext,
  type DateFieldProblem,
  type DateFieldState,
  dateFieldError,
  emptyDateFieldState,
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
export { COUNTRY_TIME_ZONES, todayIn } from './dateField/today';

// Calendar dates, YYYY-MM-DD, free of time zones.
export { addDays, daysBetween } from './dates/addDays';
export { addYears, type CalendarDate, calendarDateOfInstant, isCalendarDate } from './dates/calendarDate';

// What editors, the docs and Storybook know of each key: labels, help, defaults, presets.
export { defaultInForce, readValues } from './editorKit/defaultInForce';
export type {
  FieldSpec,
  FieldSpecs,
  IslandEditorSpec,
  Localized,
  OptionLabels,
  Preset,
} from './editorKit/editorSpec';
export {
  DATE_FORMAT_METADATA,
  describeShape,
  type EntryShape,
  entryShape,
  entryShapes,
  objectEntries,
  type Shape,
  shapeOf,
} from './editorKit/schemaShape';
export {
  type ArgTypesSource,
  type StorybookArgType,
  type StorybookControl,
  storybookArgTypes,
  storybookControl,
} from './editorKit/storybookArgTypes';

// The results list: what a facility offers and how it is booked.
export { bookingLink } from './facilityList/bookingLink';
export { canBookOnline } from './facilityList/canBookOnline';
export { currentCampaigns } from './facilityList/currentCampaigns';
export { type InterestEmailProblem, interestEmailProblem } from './facilityList/interestEmail';
export { chosenTerm, type LowestPrice, lowestPrice, type ParkingTerm } from './facilityList/lowestPrice';
export { type ProductOffer, productOffers } from './facilityList/productOffers';
export { safeLinkUrl } from './facilityList/safeLinkUrl';
// The filters (spec §4 "Filters").
export { defaultFilterSelection, type SearchVariant } from './filters/defaultFilterSelection';
export {
  type FilterableFacility,
  facilityMatchesFilters,
  facilityParkingSpaceTypes,
  selectedParkingSpaceTypes,
} from './filters/facilityMatchesFilters';
export { filterFacilities } from './filters/filterFacilities';
export { parkingSpaceTypesOf } from './filters/parkingSpaceTypesOf';
export {
  isFilterDisabled,
  isLongTermOnly,
  isShortTermOnlyFilter,
  SHORT_TERM_ONLY_FILTERS,
} from './filters/shortTermOnlyFilters';
export { allowsTallVehicles, TALL_VEHICLE_MIN_CM } from './filters/tallVehicleHeight';
export { normalizeFilterSelection, toggleFilter, toggleParkingSpaceType } from './filters/toggleFilter';
// Numbers, prices, dates and text for the page's language.
export { currencyForCountry } from './format/currencyForCountry';
export { formatDistance } from './format/formatDistance';
export { formatLongDate } from './format/formatLongDate';
export { formatMoney, formatPrice } from './format/formatPrice';
export { formatHeight, heightInMetres } from './format/heightInMetres';
export { dateTimeFormat, listFormat, numberFormat, pluralRules } from './format/intlCache';
export { DESKTOP_MIN_EXCLUSIVE, isDesktopWidth } from './format/isDesktopWidth';
export {
  ELLIPSIS,
  NARROW_VIEWPORT_BELOW,
  TRUNCATE_LIMIT,
  TRUNCATE_LIMIT_NARROW,
  type TruncatedText,
  truncateLimit,
  truncateText,
} from './format/truncateText';
export { weekdayNames } from './format/weekdayNames';
// Positions, distances and country bounds.
export { COUNTRY_BOUNDS, isWithinCountryBounds, type LatLngBounds } from './geo/countryBounds';
export { dedupeFacilitiesByUid } from './geo/dedupeFacilitiesByUid';
export { defaultLocation, type NamedLocation } from './geo/defaultLocation';
export { type DistanceUnit, EARTH_RADIUS, haversineDistance } from './geo/haversineDistance';
export { type FacilityWithCoordinates, facilityLatLng, type LatLng } from './geo/latLng';
export { sortFacilitiesByDistance } from './geo/sortFacilitiesByDistance';
// Texts: one translator per language, loaded one chunk per language.
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
// The island names of the embedding contract.
export { ISLAND_LOADS, type IslandLoad } from './islands/islandLoads';
export type { AnyIslandEditorSpec, IslandManifest } from './islands/islandManifest';
export { ISLAND_NAMES, type IslandName } from './islands/islandNames';
// The map (spec §4 "Map").
export { countInBounds } from './map/countInBounds';
export {
  ADDRESS_ZOOM,
  defaultMapCentre,
  defaultMapZoom,
  GEOLOCATION_ZOOM,
  OTHER_ZOOM,
} from './map/defaultMapView';
export {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  FAR_MOVE_KM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  RELOAD_BELOW_ZOOM,
} from './map/mapSettings';
export {
  MARKER_SIZE,
  type MarkerIconSpec,
  type MarkerSize,
  type MarkerVariant,
  markerIconSpec,
  SELECTED_MARKER_SIZE,
} from './map/markerIcon';
export {
  arrowDirection,
  type FocusMemory,
  type FocusTarget,
  type MoveKey,
  moveKey,
  moveTarget,
  nearestInDirection,
  nearestOrFarthest,
  rememberFocus,
  rememberSelection,
  type ScreenDirection,
  type ScreenTarget,
  tabStop,
} from './map/markerNavigation';
export { AREA_SEARCH_MIN_KM, offerAreaSearch } from './map/offerAreaSearch';
export { type MapReloadReason, type MapViewAfterMove, shouldReloadMap } from './map/shouldReloadMap';
// My parking's confirm dialogs (spec §4 "Confirm dialog").
export { invoiceDownloadUrl } from './myParking/invoiceDownloadUrl';
export { sameOriginUrl } from './myParking/sameOriginUrl';
export { serverMessage } from './myParking/serverMessage';
export {
  dayOfServerDate,
  hasTerminationReason,
  type TerminationDecision,
  terminationDecision,
} from './myParking/terminationDecision';
export { vehicleDeletionDecision } from './myParking/vehicleDeletion';
// Promotions: free and discounted months.
export {
  type PromotionMonths,
  type PromotionMonthsKind,
  promotionMonths,
} from './promotions/promotionMonths';
// Where and what to search (spec §4 "Facility search").
export {
  AUTOCOMPLETE_DELAY_PER_CHARACTER_MS,
  AUTOCOMPLETE_LONG_DELAY_MS,
  AUTOCOMPLETE_SHORT_INPUT_MAX,
  autocompleteDelay,
} from './search/autocompleteDelay';
export { filterQueryFromSelection, filterSelectionFromQuery } from './search/filterQuery';
export { isSearchDateUsable, SEARCH_DATE_MAX_YEARS_AHEAD } from './search/isSearchDateUsable';
export {
  chooseSearchLocation,
  type SearchLocation,
  type SearchLocationCandidates,
  type SearchLocationSource,
} from './search/searchLocation';
export {
  parseSearchQuery,
  SEARCH_QUERY_KEYS,
  SEARCH_SORTS,
  type SearchQueryState,
  type SearchSort,
  writeSearchQuery,
} from './search/searchQuery';
// The price of a stay.
export { formatStayRange } from './stay/formatStay';
export { MAX_STAY_DAYS, normaliseStay, type Stay, stayDays } from './stay/stay';
export { stayBookingLink } from './stay/stayBookingLink';
export {
  SEASON_PERIODS,
  type SeasonPeriod,
  type StayExclusion,
  type StayOption,
  type StayPrice,
  stayOption,
  stayPrice,
  toMinor,
} from './stay/stayPrice';
// Server texts as plain words.
export { readableKey, serverTextToPlain } from './text/serverText';

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

// Whether a facility fits the visitor's vehicle.
export {
  EMPTY_VEHICLE_PROFILE,
  facilityMaxHeightCm,
  type HeightFit,
  parseStoredVehicleProfile,
  parseVehicleHeight,
  profileIsSet,
  serialiseVehicleProfile,
  VEHICLE_HEIGHT_RANGE,
  VEHICLE_PROFILE_VERSION,
  type VehicleFit,
  type VehicleProfile,
  vehicleFit,
} from './vehicleFit/vehicleFit';
