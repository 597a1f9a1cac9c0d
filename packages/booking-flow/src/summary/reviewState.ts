import type { BookingState } from '../store/createBookingStore';

/**
 * What the booking's review shows, picked from the store (compared shallowly): the order
 * summary beside the steps and the summary step read the same choices.
 */
export const pickReview = (s: BookingState) => ({
  customer: s.customer,
  deviceIds: s.deviceIds,
  endDate: s.endDate,
  facility: s.facility,
  flexPrice: s.flexPrice,
  inTime: s.inTime,
  outTime: s.outTime,
  paymentMethod: s.paymentMethod,
  paymentOptionId: s.paymentOptionId,
  paymentOptions: s.paymentOptions,
  productId: s.productId,
  quantity: s.quantity,
  spaceUid: s.spaceUid,
  spaces: s.spaces,
  startDate: s.startDate,
  step: s.step,
  vehicle: s.vehicle,
});
