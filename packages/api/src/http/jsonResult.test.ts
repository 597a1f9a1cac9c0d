import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { htmlResultOf } from './requestHtml';
import { INVALID, jsonResultOf } from './requestJson';
import type { Outcome } from './transport';

const url = 'https://www.example.se/booking/x';
const response = (status: number, text: string): Outcome => ({
  kind: 'response',
  url,
  method: 'GET',
  status,
  text,
});

describe('the JSON helper mapping (spec §7 "Responses", §8)', () => {
  test('ERR-09 ERR-10 ERR-11 ERR-12 API-62 property: StatusCode, Data and ErrorMessage of any envelope', () => {
    const json = fc.jsonValue();
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        fc.option(json, { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (StatusCode, Data, ErrorMessage) => {
          const envelope = { StatusCode, Data, ErrorMessage, Extra: 1 };
          const result = jsonResultOf(response(200, JSON.stringify(envelope)));
          const sent = JSON.parse(JSON.stringify(envelope));
          expect(result).toEqual({
            ok: true,
            status: StatusCode ?? 200,
            info: 'OK',
            body: sent.Data ?? sent,
            errorMessage: ErrorMessage ?? null,
          });
        },
      ),
    );
  });

  test('ERR-11 property: a response that is not an envelope is the body as it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(fc.jsonValue()), fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true })),
        (value) => {
          const text = JSON.stringify(value);
          expect(jsonResultOf(response(200, text))).toMatchObject({
            ok: true,
            status: 200,
            body: JSON.parse(text),
          });
        },
      ),
    );
  });

  test('ERR-01..06 property: every HTTP error status maps to its catalogue row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), (status) => {
        const result = jsonResultOf(response(status, '{"ErrorMessage":"no"}'));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.status).toBe(status);
        expect(result.errorMessage).toBe('no');
        expect(result.url).toBe(url);
        const info =
          status === 401 || status === 403
            ? 'Authentication error.'
            : status === 404
              ? 'Endpoint not found.'
              : status >= 500
                ? 'Internal server error.'
                : 'Error.';
        expect(result.info).toBe(info);
      }),
    );
  });

  test.each(['network', 'timeout', 'invalid'] as const)(
    'ERR-05 a %s outcome is status 400 "Error."',
    (kind) => {
      expect(jsonResultOf({ kind, url })).toEqual({
        ok: false,
        status: 400,
        info: 'Error.',
        url,
        errorMessage: null,
        reason: kind,
        aborted: false,
      });
    },
  );

  test('ERR-13 an aborted outcome is a value marked aborted', () => {
    expect(jsonResultOf({ kind: 'aborted', url })).toMatchObject({
      ok: false,
      aborted: true,
      reason: 'aborted',
    });
  });

  test('ERR-06 a shape check that refuses the answer is a parse failure', () => {
    expect(jsonResultOf(response(200, '{"a":1}'), { parse: () => INVALID })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'parse',
    });
    expect(
      jsonResultOf(response(200, '{"Data":{"a":1}}'), { parse: (data) => ({ seen: data }) }),
    ).toMatchObject({
      ok: true,
      body: { seen: { a: 1 } },
    });
  });

  test('a HEAD answer has no body to parse', () => {
    expect(jsonResultOf({ kind: 'response', url, method: 'HEAD', status: 200, text: '' })).toMatchObject({
      ok: true,
      body: null,
    });
  });
});

describe('the HTML helper mapping', () => {
  test('ERR-07 ERR-08 property: any failure or blank fragment is status 500 "Internal server error."', () => {
    const blank = fc.stringMatching(/^\s*$/);
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.oneof(blank, fc.string()), (status, text) => {
        const result = htmlResultOf(response(status, text));
        const good = status >= 200 && status <= 299 && text.trim() !== '';
        if (good) expect(result).toEqual({ ok: true, status, info: 'OK', body: text, errorMessage: null });
        else expect(result).toMatchObject({ ok: false, status: 500, info: 'Internal server error.', url });
      }),
    );
  });

  test.each(['network', 'timeout', 'aborted'] as const)('ERR-08 a %s outcome is status 500', (kind) => {
    expect(htmlResultOf({ kind, url })).toMatchObject({
      ok: false,
      status: 500,
      aborted: kind === 'aborted',
    });
  });
});
