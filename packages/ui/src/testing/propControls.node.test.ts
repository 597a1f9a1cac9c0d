import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { presetStory, propControls, propsFromControls } from './propControls';

const text = (en: string) => ({ sv: en, nb: en, fi: en, en });
const field = (example: unknown) => ({ label: text('A key'), help: text('What it does.'), example });
/** A spec of two keys, as an island's editor spec is made. */
const facilitySearchEditor = {
  schema: v.object({
    variant: v.optional(v.picklist(['simple', 'advanced'])),
    vehicleFit: v.optional(v.boolean()),
  }),
  fields: { variant: field('simple'), vehicleFit: field(false) },
  presets: [{ id: 'simple', label: text('Facility search — simple'), props: { variant: 'simple' } }],
};

describe('propsFromControls', () => {
  const keys = ['variant', 'stayPrice'];

  test('what a control set goes into props, over the story’s own', () => {
    const args = { config: 'c', props: { variant: 'advanced', pageType: 'default' }, variant: 'simple' };
    expect(propsFromControls(args, keys)).toEqual({
      config: 'c',
      props: { variant: 'simple', pageType: 'default' },
    });
  });

  test('a control left unset changes nothing, and is not passed on', () => {
    const args = { config: 'c', props: { variant: 'advanced' } };
    expect(propsFromControls(args, keys)).toBe(args);
    expect(propsFromControls({ ...args, stayPrice: undefined }, keys)).toEqual(args);
  });

  test('false is a value set', () => {
    expect(propsFromControls({ props: {}, stayPrice: false }, keys)).toEqual({ props: { stayPrice: false } });
  });
});

test('propControls gives an argType per key and a decorator that rewrites the args', () => {
  const { argTypes, decorators } = propControls(facilitySearchEditor);
  expect(Object.keys(argTypes)).toEqual(['variant', 'vehicleFit']);
  expect(argTypes.variant?.control).toEqual({ type: 'select' });
  const [decorator] = decorators;
  const seen: unknown[] = [];
  decorator?.((update: { args: object }) => seen.push(update.args), {
    args: { props: { variant: 'advanced' }, vehicleFit: false },
  });
  expect(seen).toEqual([{ props: { variant: 'advanced', vehicleFit: false } }]);
});

test('presetStory names the story after the preset and gives its props', () => {
  expect(presetStory(facilitySearchEditor, 'simple')).toEqual({
    name: 'Preset: Facility search — simple',
    args: { props: { variant: 'simple' } },
  });
  expect(() => presetStory(facilitySearchEditor, 'nope')).toThrow('no preset "nope"');
});
