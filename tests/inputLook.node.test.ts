// One text box look for every island and the embed builder: its height, padding and border are
// declared once, in @nordpark/ui's styles.css (.np-input), and the others use that class
// rather than writing the look out again.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOOK = [
  'min-height: 2.75rem',
  'padding: var(--np-space-2) var(--np-space-3)',
  'border: 1px solid var(--np-color-border)',
];

const cssFiles = readdirSync(`${root}packages`).flatMap((name) =>
  readdirSync(`${root}packages/${name}/src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `packages/${name}/src/${file}`),
);

/** The selectors of the rules that declare the whole look. */
function rulesWithTheLook(file: string): string[] {
  const css = readFileSync(`${root}${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, , body]) => LOOK.every((declaration) => body?.includes(declaration)))
    .map(([, selector]) => (selector ?? '').trim().replace(/\s+/g, ' '));
}

test('the text box look is declared once, by @nordpark/ui, for .np-input', () => {
  const found = cssFiles.flatMap((file) => rulesWithTheLook(file).map((selector) => `${file}: ${selector}`));
  expect(found).toEqual(['packages/ui/src/styles.css: .np-button, .np-input']);
});

test('the combobox, the booking fields and the builder use it', () => {
  for (const file of [
    'packages/ui/src/combobox/Combobox.tsx',
    'packages/booking-flow/src/fields.tsx',
    'packages/booking-flow/src/steps/QuantityField.tsx',
    'packages/builder/src/controls/inputs.tsx',
  ])
    expect(readFileSync(`${root}${file}`, 'utf8'), file).toMatch(/className="np-input[ "]/);
});
