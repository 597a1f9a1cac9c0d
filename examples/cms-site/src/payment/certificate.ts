import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isIPv4 } from 'node:net';

/** A TLS key and certificate, PEM-encoded, as `https.createServer` takes them. */
export interface TlsIdentity {
  key: string;
  cert: string;
}

// Just enough DER (X.690) to write one certificate: each value is its tag, length and content.
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer) =>
  der(0x02, bytes[0] !== undefined && bytes[0] >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const octets = (bytes: Buffer) => der(0x04, bytes);
const bits = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime (YYMMDDHHMMSSZ), which X.509 uses for dates up to 2049. */
function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`, 'ascii'));
}

const ECDSA_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const DAY = 86_400_000;

/**
 * A fresh self-signed certificate for the demo payment page (the booking flow follows only an
 * https payment URL): an ECDSA P-256 key made in memory at start-up, never written to disk,
 * valid for a month for `localhost`, `127.0.0.1` and `::1`. Browsers warn about it as they
 * do about any certificate nobody signed; the browser tests ignore that warning.
 */
export function selfSignedIdentity(
  hosts: readonly string[] = ['localhost', '127.0.0.1', '::1'],
): TlsIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8('Nordpark demo payment page'))));
  const altNames = hosts.map((host) => {
    if (isIPv4(host)) return der(0x87, Buffer.from(host.split('.').map(Number)));
    if (host === '::1') return der(0x87, Buffer.from([...Array(15).fill(0), 1]));
    return der(0x82, Buffer.from(host, 'ascii'));
  });
  const now = Date.now();
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(randomBytes(12)),
    ECDSA_SHA256,
    name,
    sequence(utcTime(new Date(now - DAY)), utcTime(new Date(now + 30 * DAY))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        sequence(oid('2.5.29.17'), octets(sequence(...altNames))),
        sequence(oid('2.5.29.37'), octets(sequence(oid('1.3.6.1.5.5.7.3.1')))),
      ),
    ),
  );
  const certificate = sequence(tbs, ECDSA_SHA256, bits(sign('sha256', tbs, privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
  };
}
