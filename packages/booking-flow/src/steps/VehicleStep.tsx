import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CheckboxStep } from '../CheckboxStep';
import { TextField } from '../fields';
import { useBookingTexts } from '../messages/BookingTexts';
import { Skeleton } from '../Skeleton';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions } from '../store/BookingStoreContext';

/**
 * Step 6: the vehicle. A signed-in customer chooses one of their vehicles (getvehicles),
 * edits one (updatevehicle) or adds one (createvehicle); a guest types the plate. Plates are
 * checked in the country's format, or as a foreign plate when ticked.
 */
export function VehicleStep() {
  const t = useBookingTexts();
  const state = useBooking(
    useShallow((s) => ({
      editingVehicleId: s.editingVehicleId,
      fieldErrors: s.fieldErrors,
      signedIn: s.signedIn,
      vehicle: s.vehicle,
      vehicles: s.vehicles,
      loading: s.loading,
    })),
  );
  const { vehicle } = state;
  const { choose, editVehicle } = useBookingActions();
  const id = useId();
  const list = state.signedIn ? (state.vehicles ?? []) : [];
  const showForm = vehicle.Id === null;
  const newChosen = showForm && state.editingVehicleId === null;

  return (
    <StepFrame step="vehicle">
      {state.signedIn !== false && !state.vehicles && state.loading && (
        <Skeleton label={t('booking.loading')} shape="list" />
      )}
      {list.length > 0 && (
        <fieldset className="np-booking__group">
          <legend className="np-booking__legend">{t('booking.vehicle.legend')}</legend>
          {list.map((item) => (
            <div key={item.Id} className="np-booking__choice np-booking__vehicle">
              <input
                type="radio"
                id={`${id}-${item.Id}`}
                name={`${id}-vehicle`}
                checked={vehicle.Id === item.Id || state.editingVehicleId === item.Id}
                onChange={() =>
                  choose({
                    vehicle: {
                      Id: item.Id,
                      LicensePlate: item.LicensePlate,
                      Description: item.Description,
                      foreign: false,
                    },
                  })
                }
              />
              <label htmlFor={`${id}-${item.Id}`} className="np-booking__choice-label">
                {item.LicensePlate}
                {item.Description && <span className="np-booking__note"> {item.Description}</span>}
              </label>
              <button
                type="button"
                className="np-button np-button--quiet np-booking__edit"
                onClick={() => editVehicle(item.Id)}
              >
                {t('booking.vehicle.edit', { plate: item.LicensePlate })}
              </button>
            </div>
          ))}
          <div className="np-booking__choice">
            <input
              type="radio"
              id={`${id}-new`}
              name={`${id}-vehicle`}
              checked={newChosen}
              onChange={() => editVehicle(null)}
            />
            <label htmlFor={`${id}-new`} className="np-booking__choice-label">
              {t('booking.vehicle.new')}
            </label>
          </div>
        </fieldset>
      )}
      {showForm && (
        <div className="np-booking__vehicle-form">
          <TextField
            label={t('booking.vehicle.plate')}
            name="LicensePlate"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={vehicle.LicensePlate}
            error={state.fieldErrors.LicensePlate}
            onValue={(LicensePlate) => choose({ vehicle: { ...vehicle, LicensePlate } })}
          />
          <CheckboxStep
            label={t('booking.vehicle.foreign')}
            checked={vehicle.foreign}
            onChange={(foreign) => choose({ vehicle: { ...vehicle, foreign } })}
          />
          <TextField
            label={t('booking.vehicle.description')}
            name="Description"
            value={vehicle.Description}
            error={undefined}
            onValue={(Description) => choose({ vehicle: { ...vehicle, Description } })}
          />
        </div>
      )}
    </StepFrame>
  );
}
