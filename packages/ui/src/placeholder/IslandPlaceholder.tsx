import type { PageConfig } from '@nordpark/core';

export interface IslandPlaceholderProps {
  island: string;
  config: PageConfig;
  props: unknown;
}

/**
 * Stands in for an island whose feature issue is not built yet. It is clearly marked as
 * a placeholder and shows what the runtime handed it, so the embedding contract
 * (registration, lazy loading, config merging, mounting) can be seen working end to end.
 */
export function IslandPlaceholder({ island, config, props }: IslandPlaceholderProps) {
  return (
    <section className="np-placeholder" aria-label={`${island} (placeholder)`}>
      <p className="np-placeholder__title">
        <strong>{island}</strong> — placeholder: this island is not built yet.
      </p>
      <details className="np-placeholder__details">
        <summary>Merged configuration</summary>
        <pre className="np-placeholder__json">{JSON.stringify({ config, props }, null, 2)}</pre>
      </details>
    </section>
  );
}
