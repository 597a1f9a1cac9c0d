/**
 * The card-payment page URL registerpayment returned, when the flow may send the customer
 * there: an https URL on one of the configured payment origins (`config.paymentOrigins`);
 * null otherwise. The server's answer is text, so anything else (another host, http, a
 * `javascript:` URL, credentials in the URL) is refused rather than followed.
 */
export function allowedPaymentUrl(answer: unknown, allowedOrigins: readonly string[]): string | null {
  if (typeof answer !== 'string') return null;
  let url: URL;
  try {
    url = new URL(answer.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const allowed = allowedOrigins.some((origin) => {
    try {
      const expected = new URL(origin);
      return expected.protocol === 'https:' && expected.origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url.href : null;
}
