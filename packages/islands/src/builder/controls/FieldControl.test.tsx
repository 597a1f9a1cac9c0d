import { entryShapes, parsePageConfig } from '@nordpark/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builderTranslator } from '../messages';
import { ISLAND_EDITORS, PAGE_CONFIG_EDITOR } from '../registry';
import { FieldControl } from './FieldControl';

const config = (() => {
  const parsed = parsePageConfig({ country: 'se', language: 'en', mock: { delay: 0 } });
  if (!parsed.ok) throw new Error('test config');
  return parsed.value;
})();
const t = builderTranslator('en');

/** What a person finds for a key whose schema entry is of this kind. */
function controlOf(kind: string, label: string, container: HTMLElement) {
  const scope = within(container);
  switch (kind) {
    case 'enum':
      return scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
    case 'boolean':
      return scope.getByRole('switch', { name: new RegExp(`^${label}`) });
    case 'array':
      return scope.getByRole('group', { name: new RegExp(`^${label}`) });
    case 'object':
      return scope.getByRole('group', { name: new RegExp(`^${label}`) });
    default:
      return scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(
  [...ISLAND_EDITORS, PAGE_CONFIG_EDITOR].map((spec) => [spec.island ?? 'page config', spec] as const),
)('the controls of %s', (_name, spec) => {
  const shapes = entryShapes(spec.schema);
  it.each(Object.keys(shapes))(
    '%s gets the control its schema entry calls for, with its label, help and default',
    (key) => {
      const entry = shapes[key];
      const field = spec.fields[key as never];
      if (!entry || !field) throw new Error(`no spec for ${key}`);
      const { container } = render(
        <FieldControl
          name={key}
          idPrefix="test"
          spec={field}
          entry={entry}
          value={undefined}
          onChange={() => undefined}
          language="en"
          t={t}
          config={config}
        />,
      );
      const label = escapeRegExp(field.label.en);
      if (field.control === 'facility') {
        expect(screen.getByRole('combobox', { name: new RegExp(`^${label}`) })).toHaveProperty(
          'type',
          'text',
        );
      } else if (entry.shape.kind === 'date') {
        expect(container.querySelector('.np-date-field, .np-builder-pending')).not.toBeNull();
      } else {
        const control = controlOf(entry.shape.kind, label, container);
        if (entry.shape.kind === 'number')
          expect(control.getAttribute('inputmode')).toMatch(/numeric|decimal/);
        if (entry.shape.kind === 'enum') {
          const options = within(control)
            .getAllByRole('option')
            .map((option) => option.textContent);
          expect(options.slice(1)).toEqual(
            (entry.shape as { options: readonly unknown[] }).options.map(String),
          );
        }
      }
      expect(container.textContent).toContain(field.help.en);
      if (field.default !== undefined) expect(container.textContent).toContain(JSON.stringify(field.default));
    },
  );
});
