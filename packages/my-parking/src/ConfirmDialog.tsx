import type { PageConfig } from '@nordpark/core';
import { IslandPlaceholder } from '@nordpark/ui';
import type { ConfirmDialogProps } from './props';

export interface ConfirmDialogComponentProps {
  config: PageConfig;
  props: ConfirmDialogProps;
}

/** The confirm-dialog island. A placeholder until its feature issue lands. */
export function ConfirmDialog({ config, props }: ConfirmDialogComponentProps) {
  return <IslandPlaceholder island="confirm-dialog" config={config} props={props} />;
}
