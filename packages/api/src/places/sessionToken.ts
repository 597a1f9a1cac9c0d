/**
 * A new autocomplete session token: a v4 UUID. crypto.randomUUID exists only in secure
 * contexts (https, localhost), so a plain-http host page falls back to getRandomValues, and
 * a runtime without Web Crypto to Math.random: a token only groups requests, it guards nothing.
 */
export function createSessionToken(): string {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}

/** Formats 16 random bytes as a version-4, variant-1 UUID. */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes, (byte, i) =>
    i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte,
  );
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
