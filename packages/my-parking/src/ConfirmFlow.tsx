import { createMyParkingApi, type MyParkingApi } from '@nordpark/api/my-parking';
import { createTranslator, type PageConfig, type Translate } from '@nordpark/core';
import { AlertDialog } from '@nordpark/ui/dialog';
import { useOnline } from '@nordpark/ui/network';
import { type RefObject, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { followSuccess, type PageNavigation } from './afterSuccess';
import {
  CONFIRM_DELAY_MS,
  confirmAction,
  doneStep,
  type FlowContext,
  isConfirmAllowed,
  messagePrefix,
  openAction,
  type Step,
  SUCCESS_DELAY_MS,
  textParams,
} from './flow';
import { createFlowGuards } from './flowGuards';
import { myParkingMessages } from './messages/all';
import type { ConfirmAction, ConfirmDialogProps } from './props';

/** Confirming these destroys or ends something: their confirm button is styled as a danger. */
const DESTRUCTIVE: readonly ConfirmAction[] = [
  'delete-vehicle',
  'demote-admin',
  'delete-customer',
  'decline-order',
  'terminate-contract',
];

export function useMyParkingTexts(config: PageConfig): Translate {
  return useMemo(
    () => createTranslator(myParkingMessages, config.language, config.texts),
    [config.language, config.texts],
  );
}

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

export interface ConfirmFlowProps {
  config: PageConfig;
  props: ConfirmDialogProps;
  /** Goes up by one with each start from the trigger; each value runs the action once. */
  request: number;
  element?: HTMLElement | undefined;
  /** The host link's href, where a facility confirm goes by default. */
  hostHref: string | null;
  triggerRef: RefObject<HTMLElement | null>;
  api?: MyParkingApi | undefined;
  navigation?: PageNavigation | undefined;
  /** The trigger shows it is working (the action's first call) or not. */
  onBusy: (busy: boolean) => void;
  /** The dialog closed, or none opened: the trigger may start again. */
  onSettled: () => void;
}

/**
 * The dialog side of a confirm-dialog island: runs the action's first step when the trigger
 * asks, shows the dialog, runs the confirmed action with one request, and follows up. Loaded
 * only when the visitor reaches for the trigger.
 */
export function ConfirmFlow({
  config,
  props,
  request,
  element,
  hostHref,
  triggerRef,
  api: givenApi,
  navigation = window.location,
  onBusy,
  onSettled,
}: ConfirmFlowProps) {
  const t = useMyParkingTexts(config);
  const [api] = useState(() => givenApi ?? createMyParkingApi(config));
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [guards] = useState(createFlowGuards);
  const ctx: FlowContext = { props, api, t, language: config.language };

  // Shown as well as guarded: the confirm button reads as not yet active until it answers, so
  // no one (a person, or a check waiting for it) takes a refused click for a lost one.
  const [held, setHeld] = useState(false);
  // Goes up with each arming, so a re-arm while still held starts the wait again.
  const [armings, setArmings] = useState(0);
  const show = (next: Step) => {
    if (next.kind === 'confirm') {
      guards.arm();
      setHeld(true);
      setArmings((count) => count + 1);
    }
    setStep(next);
  };
  useEffect(() => {
    if (armings === 0) return;
    const timer = setTimeout(() => setHeld(false), CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armings]);

  // The trigger asked (again): the action's first step, with the newest callbacks and context.
  const onRequest = useEffectEvent(() => {
    setReason('');
    setChecked(false);
    onBusy(true);
    void openAction(ctx, navigation.pathname).then(opened);
  });
  const opened = useEffectEvent((result: Awaited<ReturnType<typeof openAction>>) => {
    onBusy(false);
    if (result.kind === 'download') {
      navigation.assign(result.url);
      onSettled();
    } else show(result);
  });
  useEffect(() => {
    if (guards.takeRequest(request)) onRequest();
  }, [guards, request]);

  const close = () => {
    setStep(null);
    onSettled();
  };

  const finish = () => {
    close();
    followSuccess(props, element, hostHref, navigation);
  };

  const finishAfterSuccess = useEffectEvent(finish);
  useEffect(() => {
    if (step?.kind !== 'done' || step.acknowledge) return;
    const timer = setTimeout(finishAfterSuccess, SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const confirm = () =>
    guards.run('confirm', async () => {
      if (step?.kind !== 'confirm' || step.busy || !guards.armed()) return;
      if (!isConfirmAllowed(props.action, { reason, checked })) return;
      if (props.action === 'facility-confirm') {
        finish();
        return;
      }
      setStep({ ...step, busy: true, error: null });
      const outcome = await confirmAction(ctx, step, reason);
      if (outcome.ok) setStep(doneStep(ctx, step));
      else show({ ...step, busy: false, error: outcome.error });
    });

  if (!step) return null;
  return (
    <ConfirmDialogView
      config={config}
      props={props}
      step={step}
      reason={reason}
      onReason={setReason}
      checked={checked}
      onChecked={setChecked}
      onConfirm={() => void confirm()}
      held={held}
      onCancel={step.kind === 'done' ? finish : close}
      returnFocus={triggerRef}
    />
  );
}
