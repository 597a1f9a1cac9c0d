import {
  type AccessDevice,
  dayOfWeek,
  type OrderTotal,
  orderTotal,
  type PaymentOption,
  type Product,
} from '@nordpark/core';
import type { BookingData, StepId } from './state';
import { stepsFor } from './steps';

export function selectedProduct(state: Pick<BookingData, 'facility' | 'productId'>): Product | undefined {
  return state.facility?.Products?.find((product) => product.Id === state.productId);
}

export function stepList(state: Pick<BookingData, 'facility' | 'productId'>): StepId[] {
  return stepsFor(selectedProduct(state));
}

/** The access devices in the order: the chosen ones and every required one. */
export function chosenDevices(
  state: Pick<BookingData, 'facility' | 'productId' | 'deviceIds'>,
): AccessDevice[] {
  return (selectedProduct(state)?.AccessDevices ?? []).filter(
    (device) => device.Required || state.deviceIds.includes(device.Id),
  );
}

export function chosenPaymentOption(
  state: Pick<BookingData, 'paymentOptions' | 'paymentOptionId'>,
): PaymentOption | undefined {
  return state.paymentOptions?.find((option) => option.id === state.paymentOptionId);
}

/** Short-term products are paid by card when booked; season tickets may be invoiced. */
export function offersInvoice(product: Pick<Product, 'ProcessType'> | undefined): boolean {
  return product?.ProcessType === 'SeasonTicket';
}

/** What the order's price is made of. */
export type PriceState = Pick<
  BookingData,
  | 'facility'
  | 'productId'
  | 'quantity'
  | 'startDate'
  | 'flexPrice'
  | 'paymentOptions'
  | 'paymentOptionId'
  | 'deviceIds'
>;

export function totalOf(state: PriceState): OrderTotal | null {
  const product = selectedProduct(state);
  if (!product) return null;
  return orderTotal({
    product,
    quantity: state.quantity,
    dayOfWeek: state.startDate ? dayOfWeek(state.startDate) : null,
    flexPrice: state.flexPrice?.Price ?? null,
    optionPrice: chosenPaymentOption(state)?.optionPrice ?? null,
    accessDevices: chosenDevices(state),
  });
}
