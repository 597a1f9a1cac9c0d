import type { PageConfig } from '@nordpark/core';
import { IslandPlaceholder } from '@nordpark/ui';
import type { BookingFlowProps } from './props';

export interface BookingFlowComponentProps {
  config: PageConfig;
  props: BookingFlowProps;
}

/** The booking-flow island. A placeholder until its feature issue lands. */
export function BookingFlow({ config, props }: BookingFlowComponentProps) {
  return <IslandPlaceholder island="booking-flow" config={config} props={props} />;
}
