import type { IslandEditorSpec } from '@nordpark/core';
import { manifest } from './manifest';
import type { PermitStatusProps } from './props';

export const permitStatusEditor: IslandEditorSpec<PermitStatusProps> = {
  island: manifest.island,
  title: { sv: 'Tillståndsstatus', nb: 'Tillatelsesstatus', fi: 'Luvan tila', en: 'Permit status' },
  description: {
    sv: 'Ett kort med tillståndets status.',
    nb: 'Et kort med tillatelsens status.',
    fi: 'Kortti luvan tilasta.',
    en: 'A card with the permit’s status.',
  },
  schema: manifest.schema,
  fields: {
    permitId: {
      label: { sv: 'Tillstånd', nb: 'Tillatelse', fi: 'Lupa', en: 'Permit' },
      help: { sv: 'Tillståndets id.', nb: 'Tillatelsens id.', fi: 'Luvan tunniste.', en: 'The permit’s id.' },
      example: 'P-1',
    },
  },
  presets: [],
};
