import {
  CUSTOMER_FIELDS,
  checkLicencePlate,
  formatLongDate,
  maxOrderQuantity,
  type Translate,
  validateCustomerForm,
} from '@nordpark/core';
import { productStatus } from '../productStatus';
import { chosenDevices, selectedProduct } from './selectors';
import type { BookingData } from './state';

export type FieldErrors = Record<string, string>;

/** A plate written the country's way, for the error text. */
export const PLATE_EXAMPLES: Readonly<Record<string, string>> = {
  se: 'ABC 123',
  no: 'AB 12345',
  fi: 'ABC-123',
};

/** What checking a step needs besides the state: the texts, the market and today. */
export interface StepSettings {
  t: Translate;
  country: string;
  language: Parameters<typeof formatLongDate>[1];
  today: string;
}

/** Why the product cannot be booked for `date`, as text, or null when it can (BOOK-10..12). */
export function unavailableText(
  state: BookingData,
  date: string,
  { t, language }: StepSettings,
): string | null {
  const product = selectedProduct(state);
  if (!product) return t('booking.error.chooseProduct');
  const status = productStatus(product, date);
  switch (status.kind) {
    case 'available':
      return null;
    case 'offline':
      return t('booking.product.onlineNotAllowed');
    case 'ended':
      return t('booking.error.unavailable', { product: product.Text });
    case 'later':
      return t('booking.error.unavailableFrom', {
        product: product.Text,
        date: formatLongDate(status.from, language),
      });
    case 'full':
      return status.from
        ? t('booking.error.unavailableFrom', {
            product: product.Text,
            date: formatLongDate(status.from, language),
          })
        : t('booking.error.soldOut', { product: product.Text });
  }
}

/** The problems that keep the current step from going on, by field; empty when it may. */
export function validateStep(state: BookingData, settings: StepSettings): FieldErrors {
  const { t } = settings;
  const errors: FieldErrors = {};
  const product = selectedProduct(state);
  switch (state.step) {
    case 'product': {
      const problem = product
        ? unavailableText(state, settings.today, settings)
        : t('booking.error.chooseProduct');
      if (problem) errors.productId = problem;
      break;
    }
    case 'dates': {
      if (!product) break;
      if (!state.startDate) errors.startDate = t('booking.error.date');
      else {
        const problem = unavailableText(state, state.startDate, settings);
        if (problem) errors.startDate = problem;
      }
      if (product.ProcessType === 'Flexbooking') {
        if (!state.endDate || (state.startDate && state.endDate < state.startDate))
          errors.endDate = t('booking.error.endDate');
        else if (!state.flexPrice) errors.endDate = t('booking.error.flexPrice');
      }
      if (product.ProcessType === 'Pre-booking') {
        if (!state.inTime) errors.inTime = t('booking.error.inTime');
        if (!state.outTime || (state.inTime && state.outTime <= state.inTime))
          errors.outTime = t('booking.error.outTime');
      }
      const max = maxOrderQuantity(product);
      if (!Number.isInteger(state.quantity) || state.quantity < 1 || state.quantity > max)
        errors.quantity = t('booking.error.quantity', { max });
      break;
    }
    case 'space':
      if (!state.spaceUid || !state.lockId) errors.spaceUid = t('booking.error.chooseSpace');
      break;
    case 'devices':
      if (state.deviceAvailability === 0 && chosenDevices(state).length > 0)
        errors.devices = t('booking.devices.none');
      break;
    case 'customer': {
      const problems = validateCustomerForm(state.customer);
      for (const field of CUSTOMER_FIELDS) {
        const problem = problems[field];
        if (problem)
          errors[field] = t(`booking.error.${problem}`, {
            field: t(`booking.customer.${field}`).toLowerCase(),
          });
      }
      break;
    }
    case 'vehicle': {
      if (state.vehicle.Id) break;
      const check = checkLicencePlate(
        state.vehicle.LicensePlate,
        state.vehicle.foreign ? 'foreign' : (settings.country as 'se'),
      );
      if (!check.ok)
        errors.LicensePlate =
          check.problem === 'empty'
            ? t('booking.error.plateEmpty')
            : state.vehicle.foreign
              ? t('booking.error.plateForeign')
              : t('booking.error.plateFormat', { example: PLATE_EXAMPLES[settings.country] ?? '' });
      break;
    }
    case 'payment':
      if (product?.ProcessType === 'SeasonTicket' && !state.paymentOptionId)
        errors.paymentOptionId = t('booking.error.paymentOption');
      if (!state.termsAccepted) errors.termsAccepted = t('booking.error.terms');
      break;
    default:
      break;
  }
  return errors;
}
