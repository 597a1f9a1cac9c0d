// The publishable packages, in dependency order, for the scripts that walk them all.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export const PACKAGES = [
  'core',
  'api',
  'fixtures',
  'ui',
  'date-field',
  'facility-search',
  'booking-flow',
  'my-parking',
  'islands',
];
