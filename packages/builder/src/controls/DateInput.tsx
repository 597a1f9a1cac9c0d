import { type Language, parsePageConfig } from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { Suspense, useMemo } from 'react';

/**
 * Our own date field, for a key that takes a day: it shows and takes `YYYY-MM-DD` (the
 * Swedish format) whatever the builder's language, as the props JSON writes it.
 */
export function DateInput({
  value,
  onChange,
  language,
  label,
}: {
  value: unknown;
  onChange: (value: string | undefined) => void;
  language: Language;
  label: string;
}) {
  const config = useMemo(() => {
    const parsed = parsePageConfig({ country: 'se', language });
    if (!parsed.ok) throw new TypeError('the builder’s own date config is invalid');
    return parsed.value;
  }, [language]);
  return (
    <Suspense fallback={<div className="np-builder-pending" />}>
      <DateField
        config={config}
        props={{
          label,
          showAllDates: true,
          ...(typeof value === 'string' && value !== '' ? { value } : {}),
        }}
        setValue={(next) => {
          if (next.error) return;
          onChange(next.date ?? undefined);
        }}
      />
    </Suspense>
  );
}
