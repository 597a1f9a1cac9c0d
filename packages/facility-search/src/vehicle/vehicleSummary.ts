import type { Language, Translate, VehicleProfile } from '@nordpark/core';
import { formatFitHeight } from './fitText';

/** The profile in short, for the "My vehicle" button: "ABC 123, 2,05 m, elbil". */
export function vehicleSummary(t: Translate, profile: VehicleProfile, language: Language): string {
  return [
    profile.name,
    profile.heightCm === null ? null : formatFitHeight(profile.heightCm, language),
    profile.ev ? t('search.vehicle.evShort') : null,
    profile.accessible ? t('search.vehicle.accessibleShort') : null,
  ]
    .filter(Boolean)
    .join(', ');
}
