import { useId, useState } from 'react';

/** Copies text: the Clipboard API, or a selection and the copy command where it is refused. */
async function copyText(text: string, box: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!box) return false;
    box.select();
    return document.execCommand('copy');
  }
}

/** A part of the snippet as read-only text, with its title, what it is for, and a Copy button. */
export function CopyBox({
  title,
  help,
  text,
  copyLabel,
  copiedLabel,
  failedLabel,
}: {
  title: string;
  help: string;
  text: string;
  copyLabel: string;
  copiedLabel: string;
  failedLabel: string;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  // Long lines wrap in the box: count them as the lines they show, roughly (60 characters).
  const lines = text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 60)), 0);
  const rows = Math.min(14, lines + 1);
  return (
    <section className="np-builder-copy" aria-labelledby={`${id}t`}>
      <h3 id={`${id}t`} className="np-builder-copy__title">
        {title}
      </h3>
      <p id={`${id}h`} className="np-builder-copy__help">
        {help}
      </p>
      <textarea
        id={`${id}c`}
        className="np-builder-copy__code"
        readOnly
        rows={rows}
        spellCheck={false}
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}h`}
        value={text}
      />
      <div className="np-builder-copy__actions">
        <button
          type="button"
          className="np-builder-button np-builder-button--primary"
          onClick={async () => {
            const box = document.getElementById(`${id}c`) as HTMLTextAreaElement | null;
            setStatus((await copyText(text, box)) ? copiedLabel : failedLabel);
          }}
        >
          {copyLabel}
        </button>
        <span className="np-builder-copy__status" role="status">
          {status}
        </span>
      </div>
    </section>
  );
}
