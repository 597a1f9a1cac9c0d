import type { PageConfig } from '@nordpark/core';
import { IslandPlaceholder } from '@nordpark/ui';
import type { DateFieldProps } from './props';

export interface DateFieldComponentProps {
  config: PageConfig;
  props: DateFieldProps;
}

/** The date-field island. A placeholder until its feature issue lands. */
export function DateField({ config, props }: DateFieldComponentProps) {
  return <IslandPlaceholder island="date-field" config={config} props={props} />;
}
