import { type ChoiceStorage, loadChoices, saveChoices } from './persistence';
import { type BookingChoices, CHOICE_KEYS } from './state';

export interface ChoiceKeeping {
  /** Called with every store change: writes the choices when one of them changed. */
  changed(state: BookingChoices, previous: BookingChoices): void;
  /** Puts the saved choices into the store, once; later calls do nothing. */
  resume(get: () => BookingChoices, set: (choices: Partial<BookingChoices>) => void): void;
}

/**
 * Keeps the flow's choices in storage and resumes them. Storage is first touched by the
 * resume (the flow's start, in an effect), never by creating the store: the island creates it
 * in its first render, which runs on a server too. A choice made before the resume wins over
 * the saved one, as it did when the saved ones were read on creation; nothing is written
 * before the resume, so the saved choices are not lost to it.
 */
export function keepChoices(storageOf: () => ChoiceStorage | null, key: string): ChoiceKeeping {
  let resumed = false;
  let resuming = false;
  const chosenBefore = new Set<keyof BookingChoices>();
  const save = (choices: BookingChoices) => saveChoices(storageOf(), key, choicesOf(choices));
  return {
    changed(state, previous) {
      if (resuming) return;
      const names = CHOICE_KEYS.filter((name) => state[name] !== previous[name]);
      if (names.length === 0) return;
      if (resumed) save(state);
      else for (const name of names) chosenBefore.add(name);
    },
    resume(get, set) {
      if (resumed) return;
      resumed = true;
      const saved = loadChoices(storageOf(), key);
      resuming = true;
      set(
        Object.fromEntries(
          CHOICE_KEYS.filter((name) => !chosenBefore.has(name)).map((name) => [name, saved[name]]),
        ),
      );
      resuming = false;
      if (chosenBefore.size > 0) save(get());
    },
  };
}

/** The choices part of a state, as it is saved (tests read it). */
export function choicesOf(state: BookingChoices): BookingChoices {
  return Object.fromEntries(CHOICE_KEYS.map((name) => [name, state[name]])) as unknown as BookingChoices;
}
