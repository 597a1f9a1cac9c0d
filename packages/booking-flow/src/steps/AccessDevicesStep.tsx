import { useShallow } from 'zustand/react/shallow';
import { CheckboxStep } from '../CheckboxStep';
import { FieldError } from '../fields';
import { price } from '../format';
import { useBookingTexts } from '../messages/BookingTexts';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { selectedProduct } from '../store/selectors';

/**
 * Step 4, products with access devices: each device is a checkbox step whose children (the
 * device, its price, whether it is included) stand in for the label (BOOK-09). Required
 * devices are part of the product and cannot be left out.
 */
export function AccessDevicesStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      deviceAvailability: s.deviceAvailability,
      loading: s.loading,
      deviceIds: s.deviceIds,
      facility: s.facility,
      fieldErrors: s.fieldErrors,
      productId: s.productId,
    })),
  );
  const { choose } = useBookingActions();
  const devices = selectedProduct(state)?.AccessDevices ?? [];
  const toggle = (deviceId: string, on: boolean) =>
    choose({
      deviceIds: on
        ? [...state.deviceIds, deviceId]
        : state.deviceIds.filter((chosen) => chosen !== deviceId),
    });

  return (
    <StepFrame step="devices">
      <fieldset className="np-booking__group">
        <legend className="np-booking__legend">{t('booking.devices.legend')}</legend>
        {state.deviceAvailability !== null ? (
          <p className="np-booking__status">
            {state.deviceAvailability > 0
              ? t('booking.devices.available', { count: state.deviceAvailability })
              : t('booking.devices.none')}
          </p>
        ) : state.loading ? (
          // The line's place is kept while the number is on its way: the step now shows at
          // once, and the devices below would otherwise move down when it came.
          <p className="np-booking__status" aria-busy="true">
            {t('booking.loading')}
          </p>
        ) : null}
        {devices.map((device) => (
          <CheckboxStep
            key={device.Id}
            accessDevice
            checked={device.Required || state.deviceIds.includes(device.Id)}
            disabled={device.Required || state.deviceAvailability === 0}
            onChange={(on) => toggle(device.Id, on)}
          >
            <span className="np-booking__device-name">{device.Text}</span>{' '}
            {/* A device that costs money says so, even when the product requires it; only a
                free one is "included". */}
            <span className="np-booking__device-price">
              {device.Price > 0 ? price(device.Price, config) : t('booking.devices.included')}
            </span>
            {device.Required && ' '}
            {device.Required && (
              <span className="np-badge np-booking__device-required">{t('booking.devices.required')}</span>
            )}
          </CheckboxStep>
        ))}
      </fieldset>
      <FieldError id="np-booking-devices-error" error={state.fieldErrors.devices} />
    </StepFrame>
  );
}
