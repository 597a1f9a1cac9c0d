import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { facilitySearchPropsSchema, featureOn } from './props';

describe('the stayPrice and vehicleFit props', () => {
  const props = (raw: object) => v.parse(facilitySearchPropsSchema, raw);

  test('on in the advanced variant, off in the simple one', () => {
    expect(featureOn(props({}), 'stayPrice')).toBe(true);
    expect(featureOn(props({}), 'vehicleFit')).toBe(true);
    expect(featureOn(props({ variant: 'simple' }), 'stayPrice')).toBe(false);
    expect(featureOn(props({ variant: 'simple', vehicleFit: true }), 'vehicleFit')).toBe(false);
  });

  test('false turns each off for a page; anything but a boolean is refused with a message', () => {
    expect(featureOn(props({ stayPrice: false }), 'stayPrice')).toBe(false);
    expect(featureOn(props({ stayPrice: false }), 'vehicleFit')).toBe(true);
    expect(featureOn(props({ vehicleFit: false }), 'vehicleFit')).toBe(false);
    const result = v.safeParse(facilitySearchPropsSchema, { stayPrice: 'no' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must be true or false');
  });
});
