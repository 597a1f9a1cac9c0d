import { checkLicencePlate, type PageConfig, type Translate } from '@nordpark/core';
import { longDate } from '../format';
import { selectedProduct } from '../store/selectors';
import type { BookingData } from '../store/state';

export interface DetailRow {
  id: 'dates' | 'space' | 'vehicle';
  label: string;
  value: string;
}

/** The chosen dates in the page's one date style, with a pre-booking's times. */
export function datesText(
  state: Pick<BookingData, 'facility' | 'productId' | 'startDate' | 'endDate' | 'inTime' | 'outTime'>,
  config: PageConfig,
): string {
  const product = selectedProduct(state);
  if (!product || !state.startDate) return '';
  const start = longDate(state.startDate, config);
  if (product.ProcessType === 'Flexbooking' && state.endDate && state.endDate !== state.startDate)
    return `${start} – ${longDate(state.endDate, config)}`;
  if (product.ProcessType === 'Pre-booking' && state.inTime && state.outTime)
    return `${start}, ${state.inTime}–${state.outTime}`;
  return start;
}

/** A plate as the country writes it ("ABC 123"); '' when none is typed. */
export function plateOf(vehicle: BookingData['vehicle'], config: Pick<PageConfig, 'country'>): string {
  if (!vehicle.LicensePlate) return '';
  const plate = checkLicencePlate(vehicle.LicensePlate, vehicle.foreign ? 'foreign' : config.country);
  return plate.ok ? plate.plate : vehicle.LicensePlate;
}

/** A plate as the country writes it ("ABC 123"), and marked when it is foreign. */
export function plateText(vehicle: BookingData['vehicle'], config: PageConfig, t: Translate): string {
  const text = plateOf(vehicle, config);
  return text && vehicle.foreign ? `${text} (${t('booking.vehicle.foreign')})` : text;
}

/** What the visitor has chosen so far, in the order they chose it; a row only once it is chosen. */
export function detailRows(
  state: Pick<
    BookingData,
    | 'facility'
    | 'productId'
    | 'startDate'
    | 'endDate'
    | 'inTime'
    | 'outTime'
    | 'spaceUid'
    | 'spaces'
    | 'vehicle'
    | 'step'
  >,
  t: Translate,
  config: PageConfig,
): DetailRow[] {
  const product = selectedProduct(state);
  if (!product) return [];
  // The product is named by its price line, with its unit price.
  const rows: DetailRow[] = [];
  const dates = datesText(state, config);
  if (dates) {
    const label =
      product.ProcessType === 'SeasonTicket' ? t('booking.startDate') : t('booking.summary.dates');
    rows.push({ id: 'dates', label, value: dates });
  }
  if (state.spaceUid) {
    const space = state.spaces?.find((item) => item.ParkingSpace.Uid === state.spaceUid)?.ParkingSpace.Name;
    rows.push({ id: 'space', label: t('booking.summary.space'), value: space ?? state.spaceUid });
  }
  const plate = plateText(state.vehicle, config, t);
  if (plate && stepReached(state, 'payment'))
    rows.push({ id: 'vehicle', label: t('booking.summary.vehicle'), value: plate });
  return rows;
}

const ORDER = ['product', 'dates', 'space', 'devices', 'customer', 'vehicle', 'payment', 'summary', 'done'];

/** Whether the flow has come as far as `step` (a value typed on a later step is not yet chosen). */
export function stepReached(state: Pick<BookingData, 'step'>, step: string): boolean {
  return ORDER.indexOf(state.step) >= ORDER.indexOf(step);
}
