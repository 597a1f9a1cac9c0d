// Entities as the operator's backend sends them (spec §3). Field names are the server's,
// PascalCase included; optional where the server is known to leave them out.

export type CountryCode = 'se' | 'no' | 'fi';

/** A service a facility offers; the spec names these two, the server may send others. */
export type FacilityService = 'electricChargingPoint' | 'disabled' | (string & {});

/** [lng, lat], as the server sends it (DOM-36). */
export type LngLat = [lng: number, lat: number];

export interface FacilityAddress {
  Street: string;
  Number: string;
  PostCode: string;
  City: string;
  /** Distance from the searched point, in metres, filled in by the server. */
  Distance: number;
  Marker: { Coordinates: LngLat };
}

export interface FacilityInfoBlock {
  Heated: boolean;
  /** Centimetres (DOM-21); 0 or absent when there is no limit. */
  MaxVehicleHeight: number;
  [key: string]: unknown;
}

export interface Pmc {
  PmcId: string;
  ParkingSpaceType: string;
}

export interface ParkingZone {
  Uid: string;
  FilteredNotes: string;
  Pmcs: Pmc[];
}

export interface GroupedTimeSlots {
  BothDays: string[];
  InTimes: string[];
  OutTimes: string[];
}

export interface FacilityInfo {
  NumberOfEvChargingSpaces: number;
  MaxVehicleHeight: number;
  Indoors: boolean;
  Heated: boolean;
}

export interface Campaign {
  Heading: string;
  Url: string;
  Image: string;
  ImageSrc: string;
  /** ISO date. */
  DateFrom: string;
  /** ISO date. */
  DateTo: string;
}

export interface Facility {
  Uid: string;
  Name: string;
  Url: string;
  Indoor: boolean;
  HasLtp: boolean;
  HasStp: boolean;
  Services: FacilityService[];
  Info: FacilityInfoBlock;
  Address: FacilityAddress;
  ParkingZones: ParkingZone[];
  Preamble: string;
  LongTermOpeningHours: string;
  GiantLeapLink: string;
  DrivingInstructions: string;
  FilteredNotes: string;
  HasWaitingList: boolean;
  WaitingListUrl: string;
  HasLTPBookableOnline: boolean;
  HasLTPNotBookableOnline: boolean;
  GroupedTimeSlots: GroupedTimeSlots;
  FacilityInfo: FacilityInfo;
  NumberOfParkingSpots: number;
  Campaigns: Campaign[];
  /** Free spaces right now; drives the free / few / full badge (DOM-01..03). */
  Availability?: number;
  /** Country of the facility; not in the spec's list, sent by the server for currency. */
  Country?: CountryCode;
  /** The facility's products, when the server includes them (e.g. in the summary call). */
  Products?: Product[];
}

export type ProductType = 'Reserved' | 'Unreserved' | 'NON_RESERVED';
export type ProcessType = 'Pre-booking' | 'Flexbooking' | 'SeasonTicket';
export type CurrencyCode = 'SEK' | 'NOK' | 'EUR';

export interface Promotion {
  DiscountPercent: number;
  DiscountValue: number;
  /** Months after the order starts before the discount applies. */
  StartAfter: number;
  /** Months the discount lasts. */
  Duration: number;
  DiscountValidity: { ValidFrom: string; ValidTo: string };
  OrderLineValidFromValidity: { ValidFrom: string; ValidTo: string } | null;
}

export interface UpcomingPriceChange {
  MonthlyPrice: number;
  Validity: { ValidFrom: string };
}

export interface Product {
  Id: string;
  Zone: string;
  ZoneId: string;
  PhysicalZoneId: string;
  ZoneAndProduct: string;
  Text: string;
  OverviewText: string;
  Type: ProductType;
  ProcessType: ProcessType;
  ProductSubType: string;
  IsFlexbookingProduct: boolean;
  MaxSalesAmount: number;
  Currency: CurrencyCode;
  ExtraFee: number;
  Description: string;
  Notes: string;
  AccessDevices: AccessDevice[];
  MonthlyPrice: number;
  QuarterlyPrice: number;
  HalfYearlyPrice: number;
  AnnualPrice: number;
  SundayPrice: number;
  /** Seven entries, Monday first (DOM-43). */
  WeekdayPrices: number[];
  Availability: number;
  AvailabilityFrom: string | null;
  AvailableFrom: string | null;
  ParkingSpaceType: string;
  ParkingSpaceStatus: 'NOT_AVAILABLE' | (string & {}) | null;
  OnlineBookingNotAllowed: boolean;
  Promotions: Promotion[];
  UpcomingPriceChange: UpcomingPriceChange | null;
  /** ISO date-time. */
  StartSellingDate: string | null;
  /** ISO date-time. */
  LastBookingEnds: string | null;
}

export interface AccessDevice {
  Id: string;
  Text: string;
  Price: number;
  Required: boolean;
}
