// Only the page language's texts load: each language module records when it is imported.
import { storyConfig } from '@nordpark/ui/testing';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
import { DateField } from '../DateField';
import { loadDateFieldCatalogue } from './load';

const imported = vi.hoisted(() => [] as string[]);
vi.mock('./sv', async (importOriginal) => {
  imported.push('sv');
  return importOriginal();
});
vi.mock('./nb', async (importOriginal) => {
  imported.push('nb');
  return importOriginal();
});
vi.mock('./fi', async (importOriginal) => {
  imported.push('fi');
  return importOriginal();
});
vi.mock('./en', async (importOriginal) => {
  imported.push('en');
  return importOriginal();
});

/** Records each time the field was waiting for its texts (the Suspense fallback rendered). */
const waited: string[] = [];
function Waiting({ name }: { name: string }) {
  waited.push(name);
  return null;
}

const field = (name: string) => (
  <Suspense fallback={<Waiting name={name} />}>
    <DateField config={storyConfig({ country: 'no', language: 'nb' })} props={{ name }} today="2026-04-14" />
  </Suspense>
);

test('DATE-11 a field loads the texts of its page language only, once, and renders without waiting after that', async () => {
  expect(imported).toEqual([]);
  let first: ReturnType<typeof render> | undefined;
  await act(async () => {
    first = render(field('first'));
  });
  // The texts are a chunk of their own: the field waited for them (Suspense) the first time.
  expect((await screen.findByRole('combobox')).getAttribute('aria-label')).toBe('Dato');
  expect(waited).toEqual(['first']);
  expect(imported).toEqual(['nb']);

  // Marked as loaded (React's thenable convention): the next field renders at once.
  const pending = loadDateFieldCatalogue('nb');
  expect(pending.status).toBe('fulfilled');
  expect(pending).toBe(loadDateFieldCatalogue('nb'));
  first?.unmount();
  const second = render(field('second'));
  expect(waited).toEqual(['first']);
  expect(second.getByRole('combobox').getAttribute('placeholder')).toBe('DD.MM.ÅÅÅÅ');
  expect(imported).toEqual(['nb']);
});
