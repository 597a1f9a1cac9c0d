/** A copy text with its `{name}` placeholders filled in (the values are escaped where rendered). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
