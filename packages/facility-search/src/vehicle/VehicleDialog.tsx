import { EMPTY_VEHICLE_PROFILE, parseVehicleHeight, type Vehicle, type VehicleProfile } from '@nordpark/core';
import { Dialog } from '@nordpark/ui/dialog';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import { useCustomerVehicles } from './useCustomerVehicles';
import { VehiclePick } from './VehiclePick';

export interface VehicleDialogProps {
  onClose(): void;
  /** The "My vehicle" button: focus goes back to it. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Tests and stories: the signed-in customer's vehicles, instead of asking the booking API. */
  loadVehicles?: () => Promise<Vehicle[]>;
}

/**
 * The height as typed: whole centimetres ("205"), or metres with a decimal comma or point
 * ("2,05"), within the range; empty is "no height". Undefined when it is neither.
 */
export function typedHeight(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d{3}$/.test(value)) return parseVehicleHeight(value) ?? undefined;
  if (/^\d[.,]\d{1,2}$/.test(value))
    return parseVehicleHeight(Number(value.replace(',', '.')) * 100) ?? undefined;
  return undefined;
}

/**
 * "My vehicle": the height in centimetres, EV charging, a space for the disabled, and
 * for a signed-in customer one of their vehicles as the profile's name. Save keeps it on this
 * device and in the URL; Remove clears it (and "only places that fit" with it).
 */
export function VehicleDialog({ onClose, returnFocus, loadVehicles }: VehicleDialogProps) {
  const t = useTranslate();
  const id = useId();
  const { config } = useSearchServices();
  const store = useSearchStoreApi();
  const [initial] = useState(() => store.getState().vehicle);
  const [height, setHeight] = useState(initial.heightCm === null ? '' : String(initial.heightCm));
  const [ev, setEv] = useState(initial.ev);
  const [accessible, setAccessible] = useState(initial.accessible);
  const [name, setName] = useState(initial.name);
  const [invalid, setInvalid] = useState(false);
  const vehicles = useCustomerVehicles(config, loadVehicles);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const heightCm = typedHeight(height);
    if (heightCm === undefined) {
      setInvalid(true);
      document.getElementById(`${id}height`)?.focus();
      return;
    }
    const profile: VehicleProfile = { heightCm, ev, accessible, name };
    store.getState().setVehicle(profile);
    onClose();
  };

  return (
    <Dialog
      className="np-vehicle-dialog"
      title={t('search.vehicle.title')}
      closeLabel={t('search.vehicle.close')}
      onClose={onClose}
      returnFocus={returnFocus}
      footer={
        <>
          <button
            type="button"
            className="np-button"
            onClick={() => {
              store.getState().setVehicle(EMPTY_VEHICLE_PROFILE);
              onClose();
            }}
          >
            {t('search.vehicle.clear')}
          </button>
          <button type="submit" form={`${id}form`} className="np-button np-button--primary">
            {t('search.vehicle.save')}
          </button>
        </>
      }
    >
      <form id={`${id}form`} className="np-filters np-vehicle" onSubmit={save} noValidate>
        <p className="np-vehicle__intro">{t('search.vehicle.intro')}</p>
        <VehiclePick vehicles={vehicles} name={name} onPick={setName} id={`${id}pick`} />
        <div className="np-filters__term">
          <label className="np-filters__label" htmlFor={`${id}height`}>
            {t('search.vehicle.height')}
          </label>
          <input
            id={`${id}height`}
            className="np-input np-vehicle__height"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={height}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}error ${id}hint` : `${id}hint`}
            onChange={(event) => {
              setHeight(event.target.value);
              setInvalid(false);
            }}
          />
          <p id={`${id}hint`} className="np-filters__note">
            {t('search.vehicle.heightHint')}
          </p>
          {invalid ? (
            <p id={`${id}error`} className="np-field-error">
              {t('search.vehicle.heightError')}
            </p>
          ) : null}
        </div>
        <div className="np-filters__group">
          <label className="np-filters__option">
            <input type="checkbox" checked={ev} onChange={(event) => setEv(event.target.checked)} />
            {t('search.vehicle.ev')}
          </label>
          <label className="np-filters__option">
            <input
              type="checkbox"
              checked={accessible}
              onChange={(event) => setAccessible(event.target.checked)}
            />
            {t('search.vehicle.accessible')}
          </label>
        </div>
      </form>
    </Dialog>
  );
}
