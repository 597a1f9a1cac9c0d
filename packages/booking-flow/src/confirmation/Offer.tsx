import { createSearchApi } from '@nordpark/api/search';
import type { PageConfig } from '@nordpark/core';
import { useEffect, useState } from 'react';
import { sanitizeOffer } from './sanitizeOffer';

/**
 * The confirmation page's offer (getconfirmationpageoffer), the server's HTML sanitized with
 * DOMPurify. It is extra: while it loads, when it fails or when the sanitizer cannot be
 * trusted, nothing shows, never unsafe HTML.
 */
export function Offer({ config, fId, label }: { config: PageConfig; fId: string; label: string }) {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    void createSearchApi(config)
      .getConfirmationPageOffer({ fId, lang: config.language }, { signal: controller.signal })
      .then((result) => (result.ok && typeof result.body === 'string' ? sanitizeOffer(result.body) : ''))
      .then((clean) => {
        if (!controller.signal.aborted) setHtml(clean.trim());
      });
    return () => controller.abort();
  }, [config, fId]);
  if (!html) return null;
  return (
    <section className="np-confirmation__offer" aria-label={label}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeOffer), checked to work first */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
