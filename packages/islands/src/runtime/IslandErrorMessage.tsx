import type { PageConfig } from '@nordpark/core';
import { ERROR_CLASS, islandErrorText } from '../messages';

/** The React twin of the loader's error view: the same markup and language choice. */
export function IslandErrorMessage({ config, element }: { config: PageConfig; element: HTMLElement }) {
  return (
    <div className={ERROR_CLASS} role="alert">
      {islandErrorText(element, config)}
    </div>
  );
}
