import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import type { ResultsView } from '../store/searchState';

const VIEWS: ResultsView[] = ['list', 'map'];

/** Small screens: list or map (MAP-22). Two toggle buttons in a labelled group. */
export function ViewToggle() {
  const t = useTranslate();
  const view = useSearchStore((s) => s.view);
  const setView = useSearchStore((s) => s.setView);
  return (
    <fieldset className="np-search__view-toggle">
      <legend className="np-visually-hidden">{t('search.view.label')}</legend>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className="np-button np-button--toggle"
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {t(`search.view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
