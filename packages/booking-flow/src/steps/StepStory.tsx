// For stories only: one step of the flow over a fake API that answers like the reference
// backend after a short delay, set up at the step and in the state the story shows.
import { useEffect, useState } from 'react';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import type { BookingState } from '../store/createBookingStore';
import type { BookingChoices } from '../store/state';
import { bookingTranslator } from '../testing/messages';
import { CONFIG, fakeApi, testStore } from '../testing/testStore';

export interface StepStoryProps {
  choices: Partial<BookingChoices>;
  answers?: Parameters<typeof fakeApi>[0];
  signedIn?: boolean;
  /** What the visitor does once the step shows: press Continue, or confirm. */
  act?: (state: BookingState) => Promise<void>;
}

export function StepStory({ choices, answers = {}, signedIn = false, act }: StepStoryProps) {
  const [store] = useState(() => {
    const { store: created } = testStore({
      api: fakeApi(answers, 200).api,
      hasAuthCookie: () => signedIn,
      navigate: (url) => console.info(`[story] would go to ${url}`),
    });
    created.getState().choose(choices);
    return created;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once, as a page load would.
  useEffect(() => {
    void store
      .getState()
      .start()
      .then(() => act?.(store.getState()));
  }, [store]);
  return (
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <div className="np-booking">
        <CurrentStep />
      </div>
    </BookingStoreProvider>
  );
}
