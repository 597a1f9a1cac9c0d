import { mountNow } from '@nordpark/ui/testing';
import type { Root } from 'react-dom/client';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import type { BookingStore } from '../store/createBookingStore';
import { bookingTranslator } from './messages';
import { CONFIG } from './testStore';

/**
 * The flow's current step over `store`, committed at once (for tests rendered outside `act`,
 * which look at each render as it lands); its radios as they are now, and its unmount.
 */
export function mountCurrentStep(store: BookingStore): {
  container: HTMLElement;
  radios: () => HTMLInputElement[];
  root: Root;
} {
  const { container, root } = mountNow(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return { container, radios, root };
}
