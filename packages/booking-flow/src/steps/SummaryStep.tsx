import { checkLicencePlate } from '@nordpark/core';
import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { longDate, price } from '../format';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { chosenDevices, chosenPaymentOption, selectedProduct, totalOf } from '../store/selectors';

/**
 * Step 8: every choice and the total in the country's currency, then confirm. Confirming
 * runs draft → update → confirm (→ register payment and go to the card payment).
 */
export function SummaryStep() {
  const { t, config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
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
      vehicle: s.vehicle,
    })),
  );
  const { customer, vehicle } = state;
  const { confirm } = useBookingActions();
  const product = selectedProduct(state);
  const total = totalOf(state);
  const space = state.spaces?.find((item) => item.ParkingSpace.Uid === state.spaceUid)?.ParkingSpace.Name;
  const devices = chosenDevices(state);
  const option = chosenPaymentOption(state);
  const dates = [
    state.startDate && longDate(state.startDate, config),
    state.endDate && product?.ProcessType === 'Flexbooking' && longDate(state.endDate, config),
  ]
    .filter(Boolean)
    .join(' – ');
  const times = product?.ProcessType === 'Pre-booking' ? ` ${state.inTime ?? ''}–${state.outTime ?? ''}` : '';
  const plate = checkLicencePlate(vehicle.LicensePlate, vehicle.foreign ? 'foreign' : config.country);
  const rows: [string, ReactNode][] = [
    ['facility', state.facility?.Name],
    ['product', product && `${product.Text}${state.quantity > 1 ? ` × ${state.quantity}` : ''}`],
    ['dates', `${dates}${times}`],
    ...(state.spaceUid ? [['space', space ?? state.spaceUid] as [string, ReactNode]] : []),
    ...(product?.AccessDevices.length
      ? [
          ['devices', devices.map((device) => device.Text).join(', ') || t('booking.summary.none')] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ['customer', `${customer.FirstName} ${customer.LastName}, ${customer.Email}, ${customer.Phone}`],
    [
      'vehicle',
      `${plate.ok ? plate.plate : vehicle.LicensePlate}${vehicle.foreign ? ` (${t('booking.vehicle.foreign')})` : ''}`,
    ],
    ['payment', [option?.text, t(`booking.payment.${state.paymentMethod}`)].filter(Boolean).join(', ')],
  ];
  const card = state.paymentMethod === 'card';

  return (
    <StepFrame
      step="summary"
      submitLabel={t(card ? 'booking.confirmAndPay' : 'booking.confirm')}
      onSubmit={() => void confirm()}
    >
      <dl className="np-booking__summary">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`booking.summary.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="np-booking__total">
          <dt>{t('booking.summary.total')}</dt>
          <dd>{total?.total != null ? price(total.total, config) : '–'}</dd>
        </div>
      </dl>
    </StepFrame>
  );
}
