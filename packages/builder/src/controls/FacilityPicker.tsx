import { createPlacesProvider, createSessionToken } from '@nordpark/api/search';
import type { Facility, PageConfig, Translate } from '@nordpark/core';
import { Combobox, type ComboboxOption } from '@nordpark/ui/combobox';
import { useMemo, useRef, useState } from 'react';
import { useNearbyFacilities } from './useNearbyFacilities';
import { PLACE, usePlaceOptions } from './usePlaceOptions';

const FACILITY = 'facility:';

function matches(facility: Facility, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const { Street, City } = facility.Address;
  return [facility.Name, Street, City].some((part) => part.toLocaleLowerCase().includes(needle));
}

function facilityLabel(facility: Facility): string {
  const { Street, Number: number, City } = facility.Address;
  return `${facility.Name} – ${[Street, number].filter(Boolean).join(' ')}, ${City}`;
}

/**
 * Chooses a facility without knowing its id: type a place or a facility's name. The
 * facilities are those near the market's default place (`useNearbyFacilities`), and near any
 * place the editor picks from the place suggestions (`usePlaceOptions`).
 */
export function FacilityPicker({
  id,
  value,
  onChange,
  config,
  t,
  describedBy,
  invalid,
  label,
}: {
  id: string;
  value: unknown;
  onChange: (uid: string | undefined) => void;
  config: PageConfig;
  t: Translate;
  describedBy: string;
  invalid: boolean;
  label: string;
}) {
  const places = useMemo(() => createPlacesProvider(config), [config]);
  const session = useRef(createSessionToken());
  const [text, setText] = useState('');
  const [near, setNear] = useState<string | undefined>();
  const { facilities, failed, setFailed, loadNear } = useNearbyFacilities(config);
  const suggestions = usePlaceOptions(text, near, places, session, t);

  const chosen = facilities.find((facility) => facility.Uid === value);
  const listed = near !== undefined ? facilities : facilities.filter((facility) => matches(facility, text));
  const options: ComboboxOption[] = [
    ...(text.trim() === '' && near === undefined ? [] : listed.slice(0, 20)).map((facility) => ({
      id: `${FACILITY}${facility.Uid}`,
      label: facilityLabel(facility),
    })),
    ...suggestions,
  ];

  const choose = async (option: ComboboxOption) => {
    if (option.id.startsWith(FACILITY)) {
      const uid = option.id.slice(FACILITY.length);
      const facility = facilities.find((candidate) => candidate.Uid === uid);
      setText(facility?.Name ?? '');
      setNear(undefined);
      onChange(uid);
      return;
    }
    const details = await places.details(option.id.slice(PLACE.length), { sessionToken: session.current });
    session.current = createSessionToken();
    if (!details.ok) {
      setFailed(true);
      return;
    }
    setNear(details.body.formattedAddress);
    setText(details.body.formattedAddress);
    await loadNear(details.body.location);
  };

  const count = options.length;
  return (
    <div className="np-builder-facility">
      <Combobox
        label={label}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setNear(undefined);
        }}
        options={options}
        onSelect={(option) => void choose(option)}
        emptyMessage={text.trim() === '' ? undefined : t('facilityNone')}
        announcement={text.trim() === '' ? undefined : t('facilityCount', { count })}
        describedBy={[describedBy, `${id}-chosen`].filter(Boolean).join(' ')}
        invalid={invalid}
        placeholder={t('facilityPlaceholder')}
      />
      <p id={`${id}-chosen`} className="np-builder-facility__chosen">
        {typeof value === 'string' && value !== ''
          ? t('facilityChosen', { value: chosen ? facilityLabel(chosen) : value })
          : ''}
      </p>
      {failed && (
        <p className="np-builder-field__error" role="alert">
          {t('facilityFailed')}
        </p>
      )}
    </div>
  );
}
