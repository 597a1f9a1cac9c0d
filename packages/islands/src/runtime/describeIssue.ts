import type { ConfigIssue } from '@nordpark/core';

// Valibot's built-in messages read "Invalid type: Expected number but received "seven"";
// these turn them into "must be a number (got "seven")", which an editor can act on.
const MISSING = /^Invalid key: Expected .* but received undefined$/;
const BUILT_IN = /^Invalid [\w ]+: Expected (.+) but received (.+)$/;
const FRIENDLY: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  integer: 'a whole number',
  Object: 'a JSON object',
  Array: 'a JSON array',
};

/** `<label> "<key>" <problem>`, e.g. `prop "flexDays" must be a number (got "seven")`. */
export function describeIssue(label: string, issue: ConfigIssue, input: Record<string, unknown>): string {
  return `${label} "${issue.key}" ${describeProblem(issue.message, valueAt(input, issue.key))}`;
}

function describeProblem(message: string, value: unknown): string {
  if (MISSING.test(message)) return 'is required';
  const builtIn = BUILT_IN.exec(message);
  if (builtIn) return `must be ${friendly(builtIn[1] ?? '')} (got ${builtIn[2] ?? show(value)})`;
  // A schema's own message ("must be a date written YYYY-MM-DD") already says what is wanted.
  return `${message} (got ${show(value)})`;
}

function friendly(expected: string): string {
  const known = FRIENDLY[expected];
  if (known) return known;
  const options = expected.replace(/^\((.*)\)$/, '$1').split(' | ');
  return options.length > 1 ? `one of ${options.join(', ')}` : expected;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(input: Record<string, unknown>, path: string): unknown {
  let value: unknown = input;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
