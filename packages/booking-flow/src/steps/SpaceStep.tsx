import { useOnline } from '@nordpark/ui/network';
import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ChoiceGroup, describedBy } from '../fields';
import { useBookingTexts } from '../messages/BookingTexts';
import { Skeleton } from '../Skeleton';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions } from '../store/BookingStoreContext';

/**
 * Step 3, reserved products: the free spaces (getparkingspaceavailability). Choosing one
 * locks it for this booking (createtemplock); choosing another moves the lock (updatetemplock).
 */
export function SpaceStep() {
  const t = useBookingTexts();
  const state = useBooking(
    useShallow((s) => ({
      fieldErrors: s.fieldErrors,
      lockId: s.lockId,
      spaceUid: s.spaceUid,
      spaces: s.spaces,
      loading: s.loading,
    })),
  );
  // Choosing a space holds it on the server: offline the choice waits.
  const online = useOnline();
  const { chooseSpace } = useBookingActions();
  const id = useId();
  const free = (state.spaces ?? []).filter(
    (item) => item.ParkingSpaceStatus !== 'NOT_AVAILABLE' && !item.ParkingSpace.Blocked,
  );
  const error = state.fieldErrors.spaceUid;
  const held = free.find((item) => item.ParkingSpace.Uid === state.spaceUid && state.lockId);

  return (
    <StepFrame step="space">
      {!state.spaces && state.loading && <Skeleton label={t('booking.loading')} shape="list" />}
      {state.spaces && free.length === 0 && <p>{t('booking.space.none')}</p>}
      {free.length > 0 && (
        <ChoiceGroup legend={t('booking.space.legend')} error={error} errorId={`${id}-error`}>
          <div className="np-booking__spaces">
            {free.map(({ ParkingSpace: space }) => (
              <div key={space.Uid} className="np-booking__choice np-booking__space">
                <input
                  type="radio"
                  id={`${id}-${space.Uid}`}
                  name={`${id}-space`}
                  checked={state.spaceUid === space.Uid}
                  disabled={!online}
                  onChange={() => void chooseSpace(space.Uid)}
                  {...describedBy(`${id}-error`, error)}
                />
                <label htmlFor={`${id}-${space.Uid}`} className="np-booking__choice-label">
                  {space.Name}
                  {space.ExternalNote && <span className="np-booking__note"> {space.ExternalNote}</span>}
                </label>
              </div>
            ))}
          </div>
        </ChoiceGroup>
      )}
      <p className="np-booking__status" aria-live="polite">
        {held ? t('booking.space.held', { name: held.ParkingSpace.Name }) : ''}
      </p>
    </StepFrame>
  );
}
