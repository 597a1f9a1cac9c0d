import type { Language, Translate } from '@nordpark/core';
import { useState } from 'react';
import { CopyBox } from './CopyBox';
import { FormsPanel, type PasteChoice } from './FormsPanel';
import { npmUsage, type SnippetInput } from './snippet';
import { Tabs } from './Tabs';
import type { FormCheck } from './validation';

/**
 * The code, once the loader would accept it: the forms for a CMS page (FormsPanel) and the
 * npm usage. Until then, the problems in the runtime's words, announced politely.
 */
export function CodePanel({
  input,
  check,
  language,
  t,
}: {
  input: SnippetInput;
  check: FormCheck;
  language: Language;
  t: Translate;
}) {
  const valid = check.messages.length === 0;
  const [choice, setChoice] = useState<PasteChoice>({ target: 'tinymce', linkTarget: '' });
  const copyLabels = { copyLabel: t('copy'), copiedLabel: t('copied'), failedLabel: t('copyFailed') };
  return (
    <>
      <div className="np-builder-problems" role="status">
        {!valid && (
          <>
            <p className="np-builder-problems__count">{t('problems', { count: check.messages.length })}</p>
            <ul className="np-builder-problems__list">
              {check.messages.map(({ key, message }) => (
                <li key={`${key}:${message}`}>{message}</li>
              ))}
            </ul>
            <p>{t('invalid')}</p>
          </>
        )}
      </div>
      {valid && (
        <Tabs
          label={t('code')}
          tabs={[
            {
              id: 'html',
              label: t('tabHtml'),
              panel: (
                <FormsPanel input={input} choice={choice} onChoice={setChoice} language={language} t={t} />
              ),
            },
            {
              id: 'npm',
              label: t('tabNpm'),
              panel: (
                <CopyBox title={t('tabNpm')} help={t('npmHelp')} text={npmUsage(input)} {...copyLabels} />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
