import { type Facility, interestEmailProblem, safeLinkUrl } from '@nordpark/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useRegisterInterest } from './useRegisterInterest';

/**
 * A full facility's waiting list (SRCH-03, SRCH-04), opened on demand from the item: a form to
 * register interest by e-mail, and the operator's own waiting-list page when its URL is safe. After a successful
 * registration the thanks replace the form and take the focus, so they are read out.
 */
export function WaitingList({
  id: sectionId,
  facility,
  pageUrl,
}: {
  id: string;
  facility: Facility;
  pageUrl: string;
}) {
  const t = useTranslate();
  const { status, register } = useRegisterInterest(facility.Uid);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'email' | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const link = safeLinkUrl(facility.WaitingListUrl, pageUrl);

  useEffect(() => {
    if (status === 'done') thanks.current?.focus();
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = interestEmailProblem(email);
    setProblem(found);
    if (!found) register(email);
  };

  const errorId = `${id}-error`;
  return (
    <section id={sectionId} className="np-waiting-list" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="np-waiting-list__heading">
        {t('search.list.waitingList.heading')}
      </h3>
      {status === 'done' ? (
        <p ref={thanks} tabIndex={-1} className="np-waiting-list__done">
          {t('search.list.waitingList.done')}
        </p>
      ) : (
        <form className="np-waiting-list__form" onSubmit={submit} noValidate>
          <p id={`${id}-text`}>{t('search.list.waitingList.text')}</p>
          <label htmlFor={`${id}-email`}>{t('search.list.waitingList.email')}</label>
          <input
            id={`${id}-email`}
            className="np-input"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : `${id}-text`}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problem ? (
            <p id={errorId} className="np-field-error">
              {t(
                problem === 'required'
                  ? 'search.list.waitingList.required'
                  : 'search.list.waitingList.invalid',
              )}
            </p>
          ) : null}
          {status === 'error' ? (
            <p role="alert" className="np-field-error">
              {t('search.list.waitingList.error')}
            </p>
          ) : null}
          <button type="submit" className="np-button" aria-disabled={status === 'busy' ? true : undefined}>
            {t(status === 'busy' ? 'search.list.waitingList.busy' : 'search.list.waitingList.register')}
          </button>
        </form>
      )}
      {link ? (
        <p>
          <a href={link} className="np-facility__link">
            {t('search.list.waitingList.link')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
