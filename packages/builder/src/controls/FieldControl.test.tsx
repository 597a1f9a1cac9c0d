import { entryShapes, type FieldSpec, LANGUAGES, type Language, parsePageConfig } from '@nordpark/core';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { builderTranslator } from '../messages';
import { loadIslandEditors, PAGE_CONFIG_EDITOR } from '../registry';
import { FieldControl } from './FieldControl';

const config = (() => {
  const parsed = parsePageConfig({ country: 'se', language: 'en', mock: { delay: 0 } });
  if (!parsed.ok) throw new Error('test config');
  return parsed.value;
})();
const t = builderTranslator('en');
const ISLAND_EDITORS = await loadIslandEditors();

/** What a person finds for a key whose schema entry is of this kind. */
function controlOf(kind: string, label: string, container: HTMLElement) {
  const scope = within(container);
  switch (kind) {
    case 'enum':
      return scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
    case 'boolean':
      return scope.getByRole('group', { name: new RegExp(`^${label}`) });
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
          // Each value by its name, never the raw value the code carries.
          const labels = field.optionLabels as Record<string, { en: string }> | undefined;
          expect(options.slice(1)).toEqual(
            (entry.shape as { options: readonly unknown[] }).options.map(
              (value) => labels?.[String(value)]?.en,
            ),
          );
        }
        if (entry.shape.kind === 'boolean') {
          const radios = within(control).getAllByRole('radio');
          expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
            entry.required ? ['On', 'Off'] : [expect.stringMatching(/^Default/), 'On', 'Off'],
          );
        }
      }
      expect(container.textContent).toContain(field.help.en);
      if (typeof field.default === 'boolean')
        expect(container.textContent).toContain(`Default: ${field.default ? 'on' : 'off'}`);
      else if (typeof field.default === 'string' && field.optionLabels)
        expect(container.textContent).toContain(
          `Default: ${(field.optionLabels as Record<string, { en: string }>)[field.default]?.en}`,
        );
      else if (field.default !== undefined)
        expect(container.textContent).toContain(JSON.stringify(field.default));
    },
  );
});

const stayPrice = facilitySearchEditor.fields.stayPrice as FieldSpec;
const facilityShapes = entryShapes(facilitySearchEditor.schema);

function renderField(
  name: 'stayPrice' | 'variant',
  value: unknown,
  read: Record<string, unknown>,
  language: Language = 'en',
) {
  const onChange = vi.fn();
  const entry = facilityShapes[name];
  if (!entry) throw new Error(`no ${name}`);
  const view = render(
    <FieldControl
      name={name}
      idPrefix="test"
      spec={facilitySearchEditor.fields[name] as FieldSpec}
      entry={entry}
      value={value}
      onChange={onChange}
      language={language}
      t={builderTranslator(language)}
      config={config}
      read={read}
    />,
  );
  return { onChange, view };
}

describe('a boolean whose default follows from another key', () => {
  const group = () => screen.getByRole('group', { name: /^Price for your stay/ });
  const checked = () => within(group()).getByRole('radio', { checked: true }).closest('label')?.textContent;

  it('shows the default in force, as the island reads the other keys: on in the advanced variant', () => {
    renderField('stayPrice', undefined, { variant: 'advanced' });
    expect(checked()).toBe('Default (on)');
  });

  it('and off in the simple one', () => {
    renderField('stayPrice', undefined, { variant: 'simple' });
    expect(checked()).toBe('Default (off)');
  });

  it('shows a value set as such, and each choice sets the key, or leaves it out for the default', () => {
    const { onChange } = renderField('stayPrice', false, { variant: 'advanced', stayPrice: false });
    expect(checked()).toBe('Off');
    // The default shown is the one the key would have left out, not the value set.
    expect(within(group()).getByRole('radio', { name: 'Default (on)' })).toBeTruthy();
    fireEvent.click(within(group()).getByRole('radio', { name: 'On' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(within(group()).getByRole('radio', { name: 'Default (on)' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('says the default in the builder’s language, and is described by its help', () => {
    renderField('stayPrice', undefined, { variant: 'advanced' }, 'fi');
    const fieldset = screen.getByRole('group', { name: /^Oleskelun hinta/ });
    expect(within(fieldset).getByRole('radio', { checked: true }).closest('label')?.textContent).toBe(
      'Oletus (päällä)',
    );
    expect(fieldset.getAttribute('aria-describedby')).toBe('test-stayPrice-help');
    expect(stayPrice.help.fi).toBeTruthy();
  });
});

describe('an enum', () => {
  it('names each value in the builder’s language, and hands on the value itself', () => {
    for (const language of LANGUAGES) {
      const { onChange, view } = renderField('variant', undefined, { variant: 'advanced' }, language);
      const select = view.container.querySelector('select');
      if (!select) throw new Error('no select');
      const names = [...select.options].map((option) => option.textContent);
      const labels = facilitySearchEditor.fields.variant.optionLabels;
      expect(names).toEqual([
        builderTranslator(language)('defaultChoice', { value: labels?.advanced[language] ?? '' }),
        labels?.simple[language],
        labels?.advanced[language],
      ]);
      const simple = [...select.options].find((option) => option.textContent === labels?.simple[language]);
      fireEvent.change(select, { target: { value: simple?.value } });
      expect(onChange).toHaveBeenLastCalledWith('simple');
      view.unmount();
    }
  });
});
