import { type Facility, type Language, vehicleFit } from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { selectVehicle } from '../store/selectors';
import { fitText } from './fitText';

const MARK = { yes: '✓', no: '✕', unknown: '?' } as const;

/** Whether a facility fits "my vehicle", on a list item and in the info window. */
export function FitLine({ facility, language }: { facility: Facility; language: Language }) {
  const t = useTranslate();
  const vehicle = useSearchStore(selectVehicle);
  if (!vehicle) return null;
  const { tone, text } = fitText(t, vehicleFit(facility, vehicle), language);
  return (
    <p className={`np-fit np-fit--${tone}`}>
      <span className="np-fit__mark" aria-hidden="true">
        {MARK[tone]}
      </span>
      {text}
    </p>
  );
}
