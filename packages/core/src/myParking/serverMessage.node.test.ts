import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  test('ERR-16 shows the text after a closing </strong>, not the strong heading', () => {
    expect(
      serverMessage(
        '<strong>The vehicle cannot be deleted.</strong> ABC 123 is in a permit: change the permit first.',
      ),
    ).toBe('ABC 123 is in a permit: change the permit first.');
  });

  test('ERR-16 the closing tag is found whatever its case or inner spacing', () => {
    expect(serverMessage('<STRONG>Fel</STRONG >Fordonet finns i ett tillstånd.')).toBe(
      'Fordonet finns i ett tillstånd.',
    );
  });

  test('ERR-16 inline markup is dropped without a gap; breaks and blocks leave a space', () => {
    expect(serverMessage('<strong>x</strong> in a <em>permit</em>.<br/>Call us.<p>Thanks</p>')).toBe(
      'in a permit. Call us. Thanks',
    );
  });

  test('ERR-16 only the first closing strong cuts; later markup becomes plain text', () => {
    expect(serverMessage('<strong>A</strong> first <strong>B</strong> second<br>line')).toBe(
      'first B second line',
    );
  });

  test('ERR-14 ERR-15 a message without a strong is shown whole, as text', () => {
    expect(serverMessage('Vehicle not found.')).toBe('Vehicle not found.');
    expect(serverMessage('  two\n  lines ')).toBe('two lines');
  });

  test('a message that is only a strong heading gives the heading', () => {
    expect(serverMessage('<strong>Not allowed.</strong>')).toBe('Not allowed.');
    expect(serverMessage('<strong>Not allowed.</strong>   ')).toBe('Not allowed.');
  });

  test('ERR-16 markup after the strong can never come through as markup', () => {
    expect(serverMessage('<strong>x</strong><img src=x onerror=alert(1)>Gone &amp; done &lt;b&gt;')).toBe(
      'Gone & done <b>',
    );
    expect(serverMessage('<strong>x</strong> &#228;r &#xE5; &nbsp;ok &bogus;')).toBe('är å ok &bogus;');
  });

  test('no message, or not a string, is empty', () => {
    expect(serverMessage(null)).toBe('');
    expect(serverMessage(undefined)).toBe('');
    expect(serverMessage(42)).toBe('');
    expect(serverMessage('')).toBe('');
  });

  test('ERR-16 property: the result never holds a tag and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const result = serverMessage(`${before}</strong>${after}`);
        expect(result).not.toMatch(/<[a-z/!][^>]*>/i);
        expect(result).toBe(result.trim());
      }),
    );
  });
});
