import type { PlaceSuggestion } from '@nordpark/core';
import { Combobox, type ComboboxOption } from '@nordpark/ui/combobox';
import { useOnline } from '@nordpark/ui/network';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import type { SuggestionsSnapshot } from './placeSuggestions';
import { SearchDate } from './SearchDate';
import { SearchUntil } from './SearchUntil';
import { usePlaceSuggestions } from './usePlaceSuggestions';

/** What the combobox says under the box and reads out for the current suggestions. */
function suggestionsFeedback(
  { status, suggestions }: SuggestionsSnapshot,
  t: ReturnType<typeof useTranslate>,
): { empty: string | undefined; announcement: string } {
  if (status === 'failed')
    return { empty: t('search.search.suggestFailed'), announcement: t('search.search.suggestFailed') };
  if (status !== 'done') return { empty: undefined, announcement: '' };
  if (suggestions.length === 0)
    return { empty: t('search.search.noResults'), announcement: t('search.search.noResults') };
  const announcement =
    suggestions.length === 1
      ? t('search.search.suggestionsOne')
      : t('search.search.suggestions', { count: suggestions.length });
  return { empty: undefined, announcement };
}

/**
 * The search bar (spec §2): the place autocomplete (SRCH-22), the advanced variant's date
 * (SRCH-18, SRCH-23) and the search button. Choosing a place looks up its position and loads
 * the facilities around it with a new history entry (SRCH-29, SRCH-10). The button needs
 * text (SRCH-24) and waits while a load runs (SRCH-25); submitting text without choosing
 * takes the first suggestion for it.
 */
export function SearchBar() {
  const t = useTranslate();
  // Offline, a search cannot succeed: the button waits for the network.
  const online = useOnline();
  const { places } = useSearchServices();
  const store = useSearchStoreApi();
  const query = useSearchStore((s) => s.query);
  const status = useSearchStore((s) => s.status);
  const variant = useSearchStore((s) => s.variant);
  const stayPrice = useSearchStore((s) => s.stayPrice);
  const setQuery = useSearchStore((s) => s.setQuery);
  const suggestions = usePlaceSuggestions(places);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const errorId = `${useId()}error`;

  const busy = status === 'loading' || status === 'locating' || choosing;
  const options = useMemo<ComboboxOption[]>(
    () => suggestions.suggestions.map((s) => ({ id: s.Id, label: s.Text })),
    [suggestions.suggestions],
  );
  const feedback = suggestionsFeedback(suggestions, t);

  const choosePlace = async (suggestion: PlaceSuggestion) => {
    setQuery(suggestion.Text);
    setError(null);
    setChoosing(true);
    const result = await suggestions.choose(suggestion);
    setChoosing(false);
    if (!result.ok) {
      // A newer keystroke replaced the lookup: nothing went wrong that the visitor should see.
      if (!result.aborted) setError(t('search.search.detailsFailed'));
      return;
    }
    void store.getState().search(
      {
        lat: result.details.location.lat,
        lng: result.details.location.lng,
        name: suggestion.Text,
        address: result.details.formattedAddress,
        source: 'place',
      },
      { history: 'push' },
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() === '' || busy) return;
    setChoosing(true);
    const first = await suggestions.firstFor(query);
    setChoosing(false);
    if (first.kind === 'found') await choosePlace(first.suggestion);
    else if (first.kind === 'none') setError(t('search.search.noResults'));
    else if (first.kind === 'failed') setError(t('search.search.suggestFailed'));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is newer than the browsers we support (Safari 15); role="search" on the form says the same.
    <form
      className="np-search-bar"
      role="search"
      aria-label={t('search.search.form')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Combobox
        className="np-search-bar__place"
        label={t('search.search.label')}
        placeholder={t('search.search.placeholder')}
        value={query}
        onValueChange={(text) => {
          setQuery(text);
          setError(null);
          suggestions.type(text);
        }}
        options={options}
        onSelect={(option) => {
          const suggestion = suggestions.suggestions.find((s) => s.Id === option.id);
          if (suggestion) void choosePlace(suggestion);
        }}
        emptyMessage={feedback.empty}
        announcement={feedback.announcement}
        describedBy={error ? errorId : undefined}
        invalid={error !== null}
      />
      {variant === 'advanced' ? <SearchDate /> : null}
      {variant === 'advanced' && stayPrice ? <SearchUntil /> : null}
      <button
        type="submit"
        className="np-button np-button--primary np-search-bar__submit"
        disabled={query.trim() === '' || busy || !online}
      >
        {t('search.search.submit')}
      </button>
      {error && (
        <p id={errorId} className="np-search-bar__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
