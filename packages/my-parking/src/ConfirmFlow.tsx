import { createMyParkingApi, type MyParkingApi } from '@nordpark/api/my-parking';
import type { PageConfig } from '@nordpark/core';
import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import { followSuccess, type PageNavigation } from './afterSuccess';
import { ConfirmDialogView } from './ConfirmDialogView';
import {
  confirmAction,
  doneStep,
  type FlowContext,
  isConfirmAllowed,
  openAction,
  type Step,
  SUCCESS_DELAY_MS,
} from './flow';
import { createFlowGuards } from './flowGuards';
import type { ConfirmDialogProps } from './props';
import { useConfirmHold } from './useConfirmHold';
import { useMyParkingTexts } from './useMyParkingTexts';

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

  const { held, arm } = useConfirmHold(guards);
  const show = (next: Step) => {
    if (next.kind === 'confirm') arm();
    setStep(next);
  };

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
