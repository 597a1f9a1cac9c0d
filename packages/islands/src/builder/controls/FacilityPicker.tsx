import { createPlacesProvider, createSearchApi, createSessionToken } from '@nordpark/api/search';
import { defaultLocation, type Facility, type LatLng, type PageConfig, type Translate } from '@nordpark/core';
import { Combobox, type ComboboxOption } from '@nordpark/ui/combobox';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

const PLACE = 'place:';
const FACILITY = 'facility:';
/** How far from a place the picker looks for facilities, km; wider than a visitor's search. */
const PICKER_RADIUS_KM = 25;
const PICKER_SIZE = 200;
const TYPING_PAUSE_MS = 250;

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
 * facilities come from the search's own call (getnearbyfacilities) around the market's
 * default place, and around any place the editor picks from the place suggestions.
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
  const search = useMemo(() => createSearchApi(config), [config]);
  const places = useMemo(() => createPlacesProvider(config), [config]);
  const session = useRef(createSessionToken());
  const [facilities, setFacilities] = useState<Facility[]>([]);
  const [suggestions, setSuggestions] = useState<ComboboxOption[]>([]);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState<string | undefined>();

  const loadNear = useCallback(
    async (at: LatLng, signal?: AbortSignal) => {
      const result = await search.getNearbyFacilities(
        { latitude: at.lat, longitude: at.lng, maxDistance: PICKER_RADIUS_KM, size: PICKER_SIZE },
        { signal },
      );
      if (signal?.aborted) return;
      setFailed(!(result.ok && result.status === 200));
      setFacilities(result.facilities);
    },
    [search],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadNear(defaultLocation(config.country), controller.signal);
    return () => controller.abort();
  }, [config.country, loadNear]);

  useEffect(() => {
    const typed = text.trim();
    if (typed === '' || near !== undefined) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await places.suggest(typed, {
        sessionToken: session.current,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setSuggestions(
        result.ok
          ? result.body.map((place) => ({
              id: `${PLACE}${place.Id}`,
              label: t('facilitiesNear', { value: place.Text }),
            }))
          : [],
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, near, places, t]);

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
