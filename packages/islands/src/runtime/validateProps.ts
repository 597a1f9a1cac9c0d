import type { ConfigIssue } from '@nordpark/core';
import type { IslandDefinition } from '@nordpark/ui/island';

export type PropsResult<P> = { ok: true; value: P } | { ok: false; issues: ConfigIssue[] };

type PathSegment = PropertyKey | { readonly key: PropertyKey };

/**
 * Runs the island's schema through its Standard Schema interface (`~standard`), which
 * every valibot schema carries, so the runtime needs no validation library of its own.
 */
export function validateProps<P>(schema: IslandDefinition<P>['propsSchema'], input: unknown): PropsResult<P> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) {
    const message = 'is asynchronous; island props schemas must be synchronous';
    return { ok: false, issues: [{ key: '(schema)', message }] };
  }
  if (!result.issues) return { ok: true, value: result.value };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ key: dotPath(issue.path ?? []), message: issue.message })),
  };
}

/** `["map", {key: "tileUrl"}]` → `map.tileUrl`, as core's config issues name keys. */
function dotPath(path: readonly PathSegment[]): string {
  const keys = path.map((segment) => String(typeof segment === 'object' ? segment.key : segment));
  return keys.join('.') || '(root)';
}
