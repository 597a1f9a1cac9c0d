import type { Translate } from '@nordpark/core';
import { CopyBox } from './CopyBox';
import type { Snippet } from './snippet';
import { Tabs } from './Tabs';
import type { FormCheck } from './validation';

/**
 * The code, once the loader would accept it: the block to paste and the site template's part,
 * and the npm usage. Until then, the problems in the runtime's words, announced politely.
 */
export function CodePanel({ snippet, check, t }: { snippet: Snippet; check: FormCheck; t: Translate }) {
  const valid = check.messages.length === 0;
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
                <>
                  <CopyBox
                    title={t('blockTitle')}
                    help={t('blockHelp')}
                    text={snippet.block}
                    {...copyLabels}
                  />
                  <CopyBox
                    title={t('templateTitle')}
                    help={t('templateHelp')}
                    text={snippet.template}
                    {...copyLabels}
                  />
                </>
              ),
            },
            {
              id: 'npm',
              label: t('tabNpm'),
              panel: <CopyBox title={t('tabNpm')} help={t('npmHelp')} text={snippet.npm} {...copyLabels} />,
            },
          ]}
        />
      )}
    </>
  );
}
