import { describe, expect, test } from 'vitest';
import { sameOriginUrl } from './sameOriginUrl';

const page = 'https://www.example.se/se/my-parking?tab=1';

describe('sameOriginUrl', () => {
  test('a path, a relative path or an absolute URL on the page origin is allowed, resolved', () => {
    expect(sameOriginUrl('/se/my-parking/vehicles', page)).toBe(
      'https://www.example.se/se/my-parking/vehicles',
    );
    expect(sameOriginUrl('thanks', page)).toBe('https://www.example.se/se/thanks');
    expect(sameOriginUrl('https://www.example.se/x?y=1#z', page)).toBe('https://www.example.se/x?y=1#z');
  });

  test('never another origin: host, port or scheme differ', () => {
    expect(sameOriginUrl('https://evil.example/se', page)).toBeNull();
    expect(sameOriginUrl('https://www.example.se:8443/', page)).toBeNull();
    expect(sameOriginUrl('http://www.example.se/', page)).toBeNull();
    expect(sameOriginUrl('https://example.se/', page)).toBeNull();
  });

  test('protocol-relative and backslash tricks resolve to another origin and are refused', () => {
    expect(sameOriginUrl('//evil.example/x', page)).toBeNull();
    expect(sameOriginUrl('/\\evil.example/x', page)).toBeNull();
    expect(sameOriginUrl('\\\\evil.example', page)).toBeNull();
    expect(sameOriginUrl('https:evil.example', page)).toBe('https://www.example.se/se/evil.example');
  });

  test('never a javascript:, data: or other scheme, whatever its case or spacing', () => {
    expect(sameOriginUrl('javascript:alert(1)', page)).toBeNull();
    expect(sameOriginUrl(' JavaScript:alert(1)', page)).toBeNull();
    expect(sameOriginUrl('java\nscript:alert(1)', page)).toBeNull();
    expect(sameOriginUrl('data:text/html,<script>alert(1)</script>', page)).toBeNull();
    expect(sameOriginUrl('mailto:a@example.se', page)).toBeNull();
  });

  test('nothing usable is null', () => {
    expect(sameOriginUrl('', page)).toBeNull();
    expect(sameOriginUrl('   ', page)).toBeNull();
    expect(sameOriginUrl(undefined, page)).toBeNull();
    expect(sameOriginUrl('/x', 'not a url')).toBeNull();
  });
});
