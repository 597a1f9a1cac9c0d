import {
  type BooleanFilterName,
  type FilterSelection,
  isFilterDisabled,
  isShortTermOnlyFilter,
  type Translate,
  toggleFilter,
  toggleParkingSpaceType,
} from '@nordpark/core';
import { type ReactNode, useId } from 'react';
import { useTranslate } from '../messages/TranslateContext';

export interface FilterControlsProps {
  draft: FilterSelection;
  onChange: (next: FilterSelection) => void;
  /** The parking space types to offer, in display order. */
  spaceTypes: readonly string[];
}

const SERVICE_FILTERS: readonly BooleanFilterName[] = ['disabled', 'electricChargingPoint'];
const FACILITY_FILTERS: readonly BooleanFilterName[] = ['Indoor', 'Outdoor', 'Heated', 'MaxVehicleHeight'];

/** A type's text, or the type as the server sent it when there is none. */
export function spaceTypeLabel(t: Translate, type: string): string {
  const id = `search.filters.type.${type}`;
  const text = t(id);
  return text === id ? type : text;
}

/**
 * The controls of the filter overlay over a draft selection. Every change goes through the
 * core's toggles, which keep the rules: LTP and STP exclusive (FLT-06), STP clearing the
 * short-term-only filters and the space types (FLT-07..09), and those filters unavailable
 * under long-term only (FLT-12), which the boxes show as disabled with a note (FLT-13).
 */
export function FilterControls({ draft, onChange, spaceTypes }: FilterControlsProps) {
  const t = useTranslate();
  const id = useId();
  const noteId = `${id}note`;
  const term = draft.LTP ? 'LTP' : draft.STP ? 'STP' : '';
  const shortTermLocked = SERVICE_FILTERS.some((name) => isFilterDisabled(draft, name));

  const checkbox = (name: BooleanFilterName): ReactNode => {
    const disabled = isFilterDisabled(draft, name);
    return (
      <label key={name} className="np-filters__option">
        <input
          type="checkbox"
          checked={draft[name]}
          disabled={disabled}
          aria-describedby={isShortTermOnlyFilter(name) && disabled ? noteId : undefined}
          onChange={(event) => onChange(toggleFilter(draft, name, event.currentTarget.checked))}
        />
        <span>{t(`search.filters.${name}`)}</span>
      </label>
    );
  };

  return (
    <div className="np-filters">
      <div className="np-filters__term">
        {/* FLT-15: a required dropdown's label gets an asterisk; `required` says it to screen readers. */}
        <label className="np-filters__label" htmlFor={`${id}term`}>
          {t('search.filters.term')}
          <span className="np-filters__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <select
          id={`${id}term`}
          className="np-filters__select"
          required
          value={term}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'LTP' || value === 'STP') onChange(toggleFilter(draft, value, true));
          }}
        >
          {term === '' && (
            <option value="" disabled>
              {t('search.filters.termChoose')}
            </option>
          )}
          <option value="LTP">{t('search.filters.termLTP')}</option>
          <option value="STP">{t('search.filters.termSTP')}</option>
        </select>
      </div>

      <fieldset className="np-filters__group">
        <legend className="np-filters__legend">{t('search.filters.services')}</legend>
        {SERVICE_FILTERS.map(checkbox)}
        {shortTermLocked && (
          <p id={noteId} className="np-filters__note">
            {t('search.filters.shortTermOnly')}
          </p>
        )}
      </fieldset>

      <fieldset className="np-filters__group">
        <legend className="np-filters__legend">{t('search.filters.facility')}</legend>
        {FACILITY_FILTERS.map(checkbox)}
      </fieldset>

      {spaceTypes.length > 0 && (
        <fieldset className="np-filters__group">
          <legend className="np-filters__legend">{t('search.filters.spaceTypes')}</legend>
          {spaceTypes.map((type) => (
            <label key={type} className="np-filters__option">
              <input
                type="checkbox"
                checked={draft.ParkingSpaceTypeSelection[type] === true}
                onChange={(event) =>
                  onChange(toggleParkingSpaceType(draft, type, event.currentTarget.checked))
                }
              />
              <span>{spaceTypeLabel(t, type)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
