import type { PageConfig } from '@nordpark/core';
import { AlertDialog } from '@nordpark/ui/dialog';
import { useOnline } from '@nordpark/ui/network';
import { type RefObject, useId } from 'react';
import { isConfirmAllowed, messagePrefix, type Step, textParams } from './flow';
import type { ConfirmAction, ConfirmDialogProps } from './props';

import { useMyParkingTexts } from './useMyParkingTexts';

/** Confirming these destroys or ends something: their confirm button is styled as a danger. */
const DESTRUCTIVE: readonly ConfirmAction[] = [
  'delete-vehicle',
  'demote-admin',
  'delete-customer',
  'decline-order',
  'terminate-contract',
];

export interface ConfirmDialogViewProps {
  config: PageConfig;
  props: ConfirmDialogProps;
  step: Step;
  /** The chosen termination reason (its value). */
  reason?: string;
  onReason?: (reason: string) => void;
  /** Whether a facility confirm's checkbox is ticked. */
  checked?: boolean;
  onChecked?: (checked: boolean) => void;
  onConfirm?: () => void;
  /** The confirm button has just appeared and does not act until the confirm delay passed. */
  held?: boolean;
  onCancel?: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** One step of a confirm dialog, as the visitor sees it: texts, fields and buttons. Pure. */
export function ConfirmDialogView({
  config,
  props,
  step,
  reason = '',
  onReason,
  checked = false,
  onChecked,
  onConfirm,
  held = false,
  onCancel = () => undefined,
  returnFocus,
}: ConfirmDialogViewProps) {
  const t = useMyParkingTexts(config);
  const id = useId();
  // Offline: said once in the dialog's status, and nothing is sent until it is back.
  const online = useOnline();
  const { action } = props;
  const prefix = messagePrefix(action);
  const shared = { onCancel, returnFocus, className: 'np-confirm' };

  if (step.kind === 'notice' || (step.kind === 'done' && step.acknowledge)) {
    const notice = step.kind === 'notice';
    return (
      <AlertDialog
        {...shared}
        title={notice ? step.heading : t(`${prefix}.doneHeading`)}
        description={<p>{step.message}</p>}
        cancelLabel={t('myParking.close')}
        focusKey={step.kind}
      />
    );
  }

  const busy = step.kind === 'done' || step.busy;
  // Demoting yourself is said so, with what it costs: the admin rights, at once.
  const self = action === 'demote-admin' && props.currentUser === true;
  const text = (id: 'heading' | 'body' | 'confirm') =>
    t(`${prefix}.${self ? `self${id.charAt(0).toUpperCase()}${id.slice(1)}` : id}`, params);
  const error = step.kind === 'confirm' ? step.error : null;
  const params = textParams(props, config.language, step.date);
  const body = props.body ?? text('body');
  const reasons = props.reasons ?? [
    { value: 'moving', label: t(`${prefix}.reason.moving`) },
    { value: 'no-vehicle', label: t(`${prefix}.reason.noVehicle`) },
    { value: 'price', label: t(`${prefix}.reason.price`) },
    { value: 'other', label: t(`${prefix}.reason.other`) },
  ];

  return (
    <AlertDialog
      {...shared}
      title={error ? t('myParking.errorHeading') : (props.heading ?? text('heading'))}
      description={self ? <p className="np-confirm__warning">{body}</p> : <p>{body}</p>}
      error={error}
      cancelLabel={t('myParking.cancel')}
      confirmLabel={props.confirmLabel ?? text('confirm')}
      onConfirm={onConfirm}
      confirmHeld={held}
      confirmDisabled={!online || !isConfirmAllowed(action, { reason, checked })}
      danger={DESTRUCTIVE.includes(action)}
      busy={busy}
      status={
        step.kind === 'done'
          ? step.message
          : busy
            ? t('myParking.busy')
            : online
              ? ''
              : t('myParking.offline')
      }
      focusKey="confirm"
    >
      {action === 'terminate-contract' && (
        <fieldset className="np-confirm__choices" disabled={busy}>
          <legend className="np-confirm__legend">{t(`${prefix}.reason`)}</legend>
          {reasons.map((option) => (
            <label key={option.value} className="np-confirm__choice">
              <input
                type="radio"
                name={`${id}reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => onReason?.(option.value)}
              />
              {option.label}
            </label>
          ))}
          {!reason && <p className="np-confirm__hint">{t(`${prefix}.reasonHint`)}</p>}
        </fieldset>
      )}
      {action === 'facility-confirm' && (
        <label className="np-confirm__choice">
          <input
            type="checkbox"
            checked={checked}
            disabled={busy}
            onChange={(event) => onChecked?.(event.currentTarget.checked)}
          />
          {props.checkboxLabel ?? t(`${prefix}.checkbox`)}
        </label>
      )}
    </AlertDialog>
  );
}
