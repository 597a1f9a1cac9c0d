/**
 * A fault a test asks for: requests that match answer differently. `path` is matched against
 * the path without the query. Only `delayMs`: the real answer, late. `status` and/or `body`:
 * that answer instead of the real one. `drop`: the connection is destroyed without an answer.
 */
export interface FaultSpec {
  /** Any method when left out. */
  method?: string;
  path: string | RegExp;
  status?: number;
  delayMs?: number;
  /** Sent as it is: malformed JSON, an empty HTML fragment… */
  body?: string;
  /** The body's type; JSON by default. */
  contentType?: string;
  drop?: true;
  /** How many requests it hits before it goes away; every one when left out. */
  times?: number;
}

interface ActiveFault {
  spec: FaultSpec;
  left: number;
}

export interface FaultInjector {
  /** Adds a fault; the function it returns removes it again. */
  inject(spec: FaultSpec): () => void;
  clear(): void;
  /** The first fault the request matches, counted as used. */
  take(method: string, path: string): FaultSpec | undefined;
}

function matches({ spec }: ActiveFault, method: string, path: string): boolean {
  if (spec.method && spec.method.toUpperCase() !== method.toUpperCase()) return false;
  return typeof spec.path === 'string' ? spec.path === path : spec.path.test(path);
}

/** One per server, so parallel test files never see each other's faults. */
export function createFaultInjector(): FaultInjector {
  const active: ActiveFault[] = [];
  return {
    inject(spec) {
      const fault = { spec, left: spec.times ?? Number.POSITIVE_INFINITY };
      active.push(fault);
      return () => {
        const index = active.indexOf(fault);
        if (index >= 0) active.splice(index, 1);
      };
    },
    clear() {
      active.length = 0;
    },
    take(method, path) {
      const fault = active.find((candidate) => matches(candidate, method, path));
      if (!fault) return undefined;
      fault.left -= 1;
      if (fault.left <= 0) active.splice(active.indexOf(fault), 1);
      return fault.spec;
    },
  };
}
