import { mountNow } from '@nordpark/ui/testing';
import type { Root } from 'react-dom/client';
import { ResultsPanel } from '../list/ResultsPanel';
import { TestProviders } from './TestProviders';
import type { storeInState } from './testStore';

/** The results panel of `store`, committed at once (see mountNow). The caller unmounts `root`. */
export function mountResultsPanel(store: ReturnType<typeof storeInState>): {
  container: HTMLElement;
  root: Root;
} {
  return mountNow(
    <TestProviders store={store}>
      <ResultsPanel />
    </TestProviders>,
  );
}
