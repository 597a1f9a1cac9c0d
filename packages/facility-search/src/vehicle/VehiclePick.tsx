import type { Vehicle } from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';
import { vehicleName } from './useCustomerVehicles';

/**
 * One of the signed-in customer's vehicles as the profile's name (by plate and description),
 * or none. Nothing is shown when there are no vehicles to pick from.
 */
export function VehiclePick({
  id,
  vehicles,
  name,
  onPick,
}: {
  id: string;
  vehicles: readonly Vehicle[];
  name: string | null;
  onPick: (name: string | null) => void;
}) {
  const t = useTranslate();
  if (vehicles.length === 0) return null;
  const chosen = vehicles.find((vehicle) => vehicleName(vehicle) === name);
  return (
    <div className="np-filters__term">
      <label className="np-filters__label" htmlFor={id}>
        {t('search.vehicle.pick')}
      </label>
      <select
        id={id}
        className="np-filters__select"
        value={chosen ? chosen.Id : ''}
        onChange={(event) => {
          const vehicle = vehicles.find((item) => item.Id === event.target.value);
          onPick(vehicle ? vehicleName(vehicle) : null);
        }}
      >
        <option value="">{t('search.vehicle.pickNone')}</option>
        {vehicles.map((vehicle) => (
          <option key={vehicle.Id} value={vehicle.Id}>
            {vehicleName(vehicle)}
          </option>
        ))}
      </select>
    </div>
  );
}
