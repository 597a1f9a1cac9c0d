/**
 * The card-payment page URL registerpayment returned, when the flow may send the customer
 * there: a URL on one of the configured payment origins (`config.paymentOrigins`), over https,
 * or over http only when that origin is a loopback one (this machine: a browser counts it as
 * a secure context, nothing crosses a network) listed as such; null otherwise. The server's
 * answer is text, so anything else (another host, http elsewhere, a `javascript:` URL,
 * credentials in the URL) is refused rather than followed.
 */
export function allowedPaymentUrl(answer: unknown, allowedOrigins: readonly string[]): string | null {
  if (typeof answer !== 'string') return null;
  let url: URL;
  try {
    url = new URL(answer.trim());
  } catch {
    return null;
  }
  if (!securePaymentOrigin(url) || url.username !== '' || url.password !== '') return null;
  const allowed = allowedOrigins.some((origin) => {
    try {
      const expected = new URL(origin);
      return securePaymentOrigin(expected) && expected.origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url.href : null;
}

/** https anywhere; http only on this machine's own loopback names and addresses. */
function securePaymentOrigin(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/**
 * `localhost` itself (not names under it, which not every resolver keeps on this machine),
 * 127.0.0.0/8 and [::1]. The URL parser has already normalised the hostname: lower case,
 * IPv4 in dotted decimal whatever form it was written in, IPv6 compressed and in brackets.
 */
function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = hostname.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}
