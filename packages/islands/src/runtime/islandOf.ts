import type { IslandDefinition } from '@nordpark/ui/island';

/** The module's island definition, or an error saying why it is not one: a chunk from a
 * stale deploy or a wrong registration can hold anything. */
export function islandOf(module: unknown, name: string): IslandDefinition<unknown> {
  const definition = (module as { default?: Partial<IslandDefinition<unknown>> } | undefined)?.default;
  if (!definition?.Component || !definition.propsSchema) {
    throw new TypeError(`the module registered for "${name}" does not default-export defineIsland(...)`);
  }
  if (definition.name !== name) {
    throw new TypeError(
      `the module registered for "${name}" exports the island "${String(definition.name)}"`,
    );
  }
  return definition as IslandDefinition<unknown>;
}
