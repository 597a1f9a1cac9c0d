import type { CurrencyCode } from './facility';

export interface ParkingSpace {
  Uid: string;
  ParkingZoneUid: string;
  Name: string;
  Type: string;
  Reserved: boolean;
  Blocked: boolean;
  InternalNote: string;
  ExternalNote: string;
  AccessDeviceExternalNote: string;
  CreatedBy: string;
  CreatedDate: string;
  UpdatedBy: string;
  UpdatedDate: string;
}

/** One row of getparkingspaceavailability (BOOK-18). */
export interface ParkingSpaceAvailabilityItem {
  PmcIdRef: string;
  LastBookingEnds: string | null;
  ParkingSpaceStatus: string;
  ParkingSpace: ParkingSpace;
}

/** BOOK-14. */
export interface PaymentOption {
  text: string;
  currency: CurrencyCode;
  optionPrice: number;
  id: 'Monthly' | 'Quarterly' | 'Yearly' | (string & {});
}

export interface AvailabilityResponse {
  Availability: number;
}

/** In the booking flow (BOOK-17). */
export interface Vehicle {
  Id: string;
  LicensePlate: string;
  Description: string;
}

export interface VehicleList {
  VehicleList: Vehicle[];
}

/** In my parking (MYP-06). */
export interface MyParkingVehicle {
  id: string;
  plateText: string;
  uid: string;
}

export interface Customer {
  RecordId: string;
  name: string;
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Phone?: string;
}

export interface Termination {
  reason: string;
  terminationDate: string;
  orderTerminationLetterConf: { distributionMethod: 'EMAIL' };
}

/** A place suggestion from autocomplete (sample data: Text, Id). */
export interface PlaceSuggestion {
  Id: string;
  Text: string;
}

export interface PlaceDetails {
  formattedAddress: string;
  location: { lat: number; lng: number };
}
