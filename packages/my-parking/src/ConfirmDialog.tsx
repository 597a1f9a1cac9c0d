import type { MyParkingApi } from '@nordpark/api/my-parking';
import { createTranslator, type PageConfig } from '@nordpark/core';
import { Spinner } from '@nordpark/ui/spinner';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageNavigation } from './afterSuccess';
import type { ConfirmFlowProps } from './ConfirmFlow';
import { ADMIN_ACTIONS, CONFIRM_SUCCESS_EVENT, type ConfirmSuccessDetail } from './events';
import { readHostTrigger } from './hostTrigger';
import type { TriggerMessageId } from './messages/ids';
import { triggerMessages } from './messages/trigger';
import type { ConfirmDialogProps } from './props';

export interface ConfirmDialogComponentProps {
  config: PageConfig;
  props: ConfirmDialogProps;
  /** The island element: the success event is dispatched on it, `remove` starts from it. */
  element?: HTMLElement | undefined;
  /** What the host rendered as the trigger (the island's fallback): its text, href and classes. */
  fallback?: readonly Node[] | undefined;
  /** The calls to make; by default the API client built from `config` (mock mode included). */
  api?: MyParkingApi | undefined;
  /** Where the page goes after success or for a download; `window.location` by default. */
  navigation?: PageNavigation | undefined;
}

type FlowModule = { ConfirmFlow: ComponentType<ConfirmFlowProps> };

// The dialog, its texts and the API calls are one chunk, loaded when the visitor reaches for a
// trigger (pointer over it, focus on it) and at the latest on the click. Shared by every
// trigger on the page; a failed load is tried again on the next attempt.
let flowModule: Promise<FlowModule> | undefined;
export function loadConfirmFlow(): Promise<FlowModule> {
  flowModule ??= import('./ConfirmFlow').catch((error: unknown) => {
    flowModule = undefined;
    throw error;
  });
  return flowModule;
}
const prefetch = () => {
  loadConfirmFlow().catch(() => undefined);
};

const NO_NODES: readonly Node[] = [];

/**
 * Whether the action can succeed at all, from what the host says about its subject: an
 * answered preliminary order can be neither approved nor declined again, and a contract that
 * already has an end date cannot be terminated, and the customer one is signed in as
 * (`currentUser`) cannot be deleted. What cannot succeed is not offered.
 */
export function isOffered(props: ConfirmDialogProps): boolean {
  switch (props.action) {
    case 'approve-order':
    case 'decline-order':
      return props.orderStatus === undefined || props.orderStatus === 'pending';
    case 'terminate-contract':
      return !props.contractEndDate;
    // The backend refuses to delete the customer one is signed in as (ERR-17's answer): the
    // signed-in admin's own row offers no delete that could only fail.
    case 'delete-customer':
      return props.currentUser !== true;
    default:
      return true;
  }
}

/**
 * The confirm-dialog island: the host's trigger, enhanced. It renders a button with the
 * host trigger's text and classes; a click opens the action's dialog (spec §4 "Confirm
 * dialog") instead of following the host's link or form. One click starts one action: a
 * second is refused until the dialog has closed.
 */
export function ConfirmDialog({
  config,
  props,
  element,
  fallback = NO_NODES,
  api,
  navigation,
}: ConfirmDialogComponentProps) {
  const host = useMemo(() => readHostTrigger(fallback), [fallback]);
  const t = useMemo(
    () => createTranslator(triggerMessages, config.language, config.texts),
    [config.language, config.texts],
  );
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [Flow, setFlow] = useState<FlowModule['ConfirmFlow'] | null>(null);
  const [request, setRequest] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // Set before anything awaits: five quick clicks are one start (MYP-02).
  const started = useRef(false);

  const start = () => {
    if (started.current) return;
    started.current = true;
    setLoadFailed(false);
    setBusy(true);
    loadConfirmFlow().then(
      (module) => {
        setFlow(() => module.ConfirmFlow);
        setRequest((count) => count + 1);
      },
      () => {
        started.current = false;
        setBusy(false);
        setLoadFailed(true);
      },
    );
  };

  // Once the signed-in user has demoted themselves, no admin action on the page is theirs to take.
  const [withdrawn, setWithdrawn] = useState(false);
  const adminAction = ADMIN_ACTIONS.includes(props.action);
  useEffect(() => {
    if (!adminAction) return;
    const page = element?.ownerDocument ?? document;
    const onSuccess = (event: Event) => {
      if ((event as CustomEvent<ConfirmSuccessDetail | undefined>).detail?.adminRightsLost)
        setWithdrawn(true);
    };
    page.addEventListener(CONFIRM_SUCCESS_EVENT, onSuccess);
    return () => page.removeEventListener(CONFIRM_SUCCESS_EVENT, onSuccess);
  }, [adminAction, element]);

  const settled = useCallback(() => {
    started.current = false;
    setBusy(false);
  }, []);

  if (!isOffered(props) || withdrawn) return null;
  const action = props.action.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const text = host.text || props.label || t(`myParking.${action}.trigger` as TriggerMessageId);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`${host.className || 'np-button'} np-confirm-trigger`}
        aria-haspopup={props.action === 'download-invoice' ? undefined : 'dialog'}
        aria-label={props.label && props.label !== text ? props.label : undefined}
        aria-disabled={busy || undefined}
        onClick={start}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {text}
        {busy && <Spinner />}
      </button>
      <span className="np-visually-hidden" role="status">
        {busy ? t('myParking.busy') : ''}
      </span>
      {loadFailed && (
        <span className="np-confirm-trigger__error" role="alert">
          {t('myParking.loadError')}
        </span>
      )}
      {Flow && (
        <Flow
          config={config}
          props={props}
          request={request}
          element={element}
          hostHref={host.href}
          triggerRef={triggerRef}
          api={api}
          navigation={navigation}
          onBusy={setBusy}
          onSettled={settled}
        />
      )}
    </>
  );
}
