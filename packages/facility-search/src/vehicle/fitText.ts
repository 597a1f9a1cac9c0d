import { type Language, localeTag, numberFormat, type Translate, type VehicleFit } from '@nordpark/core';

/** A height for a fit line, in metres with two decimals as the language writes them: "2,10 m". */
export function formatFitHeight(centimetres: number, language: Language): string {
  return numberFormat(localeTag(language), {
    style: 'unit',
    unit: 'meter',
    unitDisplay: 'short',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(centimetres / 100);
}

export type FitTone = 'yes' | 'no' | 'unknown';

/**
 * What a facility's fit says in words: "Passar ditt fordon (max 2,10 m)", "För högt:
 * max 1,90 m, ditt fordon 2,05 m", "Höjd okänd", or every point that fails ("Ingen laddning
 * för elbil"), with a tone for the mark beside it. The words carry the meaning, never the colour.
 */
export function fitText(t: Translate, fit: VehicleFit, language: Language): { tone: FitTone; text: string } {
  const { height } = fit;
  const failures: string[] = [];
  if (height.status === 'too-tall') {
    failures.push(
      t('search.fit.tooTall', {
        height: formatFitHeight(height.maxCm, language),
        vehicle: formatFitHeight(height.vehicleCm, language),
      }),
    );
  }
  if (fit.ev === false) failures.push(t('search.fit.noEv'));
  if (fit.accessible === false) failures.push(t('search.fit.noAccessible'));
  if (failures.length > 0) return { tone: 'no', text: failures.join(' · ') };
  if (height.status === 'unknown') return { tone: 'unknown', text: t('search.fit.heightUnknown') };
  if (height.status === 'fits') {
    return {
      tone: 'yes',
      text:
        height.maxCm === null
          ? t('search.fit.noLimit')
          : t('search.fit.fitsMax', { height: formatFitHeight(height.maxCm, language) }),
    };
  }
  return { tone: 'yes', text: t('search.fit.fits') };
}
