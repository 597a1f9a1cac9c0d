import type { IslandDataRequest } from '@nordpark/ui/island';

/** Marks the page, so that a test finds this entry in the bundle's data chunk. */
export function prefetch({ element }: IslandDataRequest): void {
  element.dataset.permitStatusPrefetch = 'started';
}
