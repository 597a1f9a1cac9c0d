import { Spinner } from '@nordpark/ui/spinner';
import { useTranslate } from '../messages/TranslateContext';

/** A tab's loading line: a decorative spinner beside the words. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p className="np-remote np-remote--loading">
      <Spinner /> {text}
    </p>
  );
}

/** A tab's failure: said at once to screen readers (an alert), with a way to try again. */
export function ErrorLine({ text, onRetry }: { text: string; onRetry(): void }) {
  const t = useTranslate();
  return (
    <div className="np-remote np-remote--error">
      <p role="alert">{text}</p>
      <button type="button" className="np-button" onClick={onRetry}>
        {t('search.list.retry')}
      </button>
    </div>
  );
}
