import type { Language, Translate } from '@nordpark/core';
import { useId, useMemo } from 'react';
import { CopyBox } from './CopyBox';
import { defaultLinkTarget, isLinkTarget } from './fallback';
import {
  type FormId,
  formsFor,
  PASTE_TARGETS,
  type PasteTarget,
  pasteTranslator,
  reasonKey,
} from './pasteTargets';
import { buildSnippet, type Snippet, type SnippetInput } from './snippet';

/** Where the editor pastes, and the link's own target: the builder's, kept across its tabs. */
export interface PasteChoice {
  target: PasteTarget;
  linkTarget: string;
}

interface FormsPanelProps {
  input: SnippetInput;
  choice: PasteChoice;
  onChoice: (choice: PasteChoice) => void;
  language: Language;
  /** The builder's own texts (Copy, the template part). */
  t: Translate;
}

/**
 * The CMS page's code: where the editor will paste it picks the form shown first, with one
 * line on why; the other forms stay one click away, each with its own Copy; then the site
 * template's part. The link's target page is the editor's to change.
 */
export function FormsPanel({ input, choice, onChoice, language, t }: FormsPanelProps) {
  const id = useId();
  const p = useMemo(() => pasteTranslator(language), [language]);
  const { target, linkTarget } = choice;
  const linkValid = linkTarget === '' || isLinkTarget(linkTarget);
  const snippet = buildSnippet({ ...input, linkTarget: linkValid ? linkTarget : undefined });
  const hasLink = snippet.link !== undefined;
  const { first, others } = formsFor(target, hasLink);
  const copyLabels = { copyLabel: t('copy'), copiedLabel: t('copied'), failedLabel: t('copyFailed') };
  const box = (form: FormId, step = '') => (
    <CopyBox
      key={form}
      title={`${step}${p(`form.${form}`)}`}
      help={p(`formHelp.${form}`)}
      text={textOf(snippet, form)}
      {...copyLabels}
    />
  );
  return (
    <>
      <fieldset className="np-builder-field np-builder-targets">
        <legend className="np-builder-field__label">{p('where')}</legend>
        {PASTE_TARGETS.map((candidate) => (
          <label key={candidate} className="np-builder-targets__option">
            <input
              type="radio"
              name={`${id}target`}
              value={candidate}
              checked={target === candidate}
              onChange={() => onChoice({ ...choice, target: candidate })}
            />
            <span>{p(`target.${candidate}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="np-builder-targets__why" aria-live="polite">
        {p(reasonKey(target, hasLink))}
      </p>
      {hasLink && (
        <div className={`np-builder-field${linkValid ? '' : ' np-builder-field--invalid'}`}>
          <label className="np-builder-field__label" htmlFor={`${id}link`}>
            {p('linkTarget')}
          </label>
          <input
            id={`${id}link`}
            className="np-input"
            type="text"
            inputMode="url"
            value={linkTarget}
            placeholder={defaultLinkTarget(input.island, input.props, input.config)}
            aria-invalid={!linkValid}
            aria-describedby={`${id}link-help${linkValid ? '' : ` ${id}link-error`}`}
            onChange={(event) => onChoice({ ...choice, linkTarget: event.target.value.trim() })}
          />
          {!linkValid && (
            <p id={`${id}link-error`} className="np-builder-field__error">
              {p('linkTargetInvalid')}
            </p>
          )}
          <p id={`${id}link-help`} className="np-builder-field__help">
            {p('linkTargetHelp', { value: defaultLinkTarget(input.island, input.props, input.config) })}
          </p>
        </div>
      )}
      {first.map((form) => box(form, '1. '))}
      {others.length > 0 && (
        <details className="np-builder-other-forms">
          <summary>{p('otherForms')}</summary>
          {others.map((form) => box(form))}
        </details>
      )}
      <CopyBox title={t('templateTitle')} help={t('templateHelp')} text={snippet.template} {...copyLabels} />
    </>
  );
}

function textOf(snippet: Snippet, form: FormId): string {
  return (form === 'block' ? snippet.block : snippet[form]) ?? '';
}
