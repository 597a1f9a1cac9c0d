import { describeElement } from './describeElement';

/** Where an error happened. `element` is described, not kept: errors get logged and sent
 * to telemetry, and a live DOM node there would keep a removed island alive. */
export interface NordparkErrorContext {
  island?: string | undefined;
  element?: Element | undefined;
  /** The config or prop key at fault, as a dot path (`map.tileUrl`). */
  key?: string | undefined;
  cause?: unknown;
  /** The console's warnings about the same island (unknown keys, dropped values): debug mode
   * shows them with the error. */
  warnings?: readonly string[] | undefined;
}

/**
 * The base of every error the islands runtime reports (GOV.UK Frontend style): the message
 * reads `[nordpark] <island> on <element>: <what is wrong>. <how to fix it>.` so that a
 * CMS editor or host developer can act on the console line alone.
 */
export class NordparkError extends Error {
  override name = 'NordparkError';
  readonly island: string | undefined;
  readonly element: string | undefined;
  readonly key: string | undefined;
  readonly warnings: readonly string[];

  constructor(detail: string, context: NordparkErrorContext = {}) {
    super(
      islandMessage(detail, context.island, context.element),
      context.cause === undefined ? undefined : { cause: context.cause },
    );
    this.island = context.island;
    this.element = context.element ? describeElement(context.element) : undefined;
    this.key = context.key;
    this.warnings = context.warnings ?? [];
  }
}

/** `[nordpark] <island> on <element>: <detail>`, shared by errors and warnings so that every
 * console line of the runtime reads the same way. */
export function islandMessage(detail: string, island?: string, element?: Element): string {
  const where = element ? `on ${describeElement(element)}` : undefined;
  const subject = [island, where].filter(Boolean).join(' ');
  return `[nordpark] ${subject ? `${subject}: ` : ''}${detail}`;
}

/** The page config (`#nordpark-config`) is missing, not JSON, or has a wrong value. */
export class ConfigError extends NordparkError {
  override name = 'ConfigError';
}

/** The island's props (`data-nordpark-props` or its JSON script) are not JSON or have a
 * wrong value; `key` names the first prop at fault. */
export class PropsError extends NordparkError {
  override name = 'PropsError';
}

/** `data-nordpark` names an island nobody registered. */
export class UnknownIslandError extends NordparkError {
  override name = 'UnknownIslandError';

  constructor(island: string, element: Element, known: readonly string[]) {
    super(
      `unknown island "${island}". Set data-nordpark to one of ${known.map((name) => `"${name}"`).join(', ') || '(none registered)'}, or register it with registerIsland().`,
      { island, element },
    );
  }
}

/** The island's code (or the runtime's, or its texts), or its stylesheet, could not be loaded,
 * `tries` times (the loader tries three times), or its code is not an island. The message names
 * the request that failed when the browser's error does (Chromium's and Firefox's name the URL;
 * Safari's does not). */
export class IslandLoadError extends NordparkError {
  override name = 'IslandLoadError';

  constructor(island: string, element: Element, cause: unknown, tries = 1) {
    const stylesheet = cause instanceof Error && cause.message.startsWith('stylesheet ');
    super(
      `its ${stylesheet ? 'stylesheet' : 'code'} could not be loaded (${tries > 1 ? `tried ${tries} times: ` : ''}${describeCause(cause)}). Check the network, and that nordpark.js and its chunks/ and islands/ files are served from the same folder.`,
      { island, element, cause },
    );
  }
}

/** The island threw while rendering. Unless `recovered` (React or an error boundary inside
 * the island coped and the island still works), the island is down. */
export class IslandRenderError extends NordparkError {
  override name = 'IslandRenderError';
  readonly recovered: boolean;

  constructor(island: string, element: Element, cause: unknown, recovered = false) {
    super(
      recovered
        ? `it recovered from an error while rendering (${describeCause(cause)}) and keeps working. Report this with this console output.`
        : `it failed while rendering (${describeCause(cause)}). This is a bug in the island: report it with this console output.`,
      { island, element, cause },
    );
    this.recovered = recovered;
  }
}

export function describeCause(cause: unknown): string {
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}
