import type { ApiResult, ApiSuccess, MyParkingApi } from '@nordpark/api/my-parking';
import {
  type CalendarDate,
  formatLongDate,
  hasTerminationReason,
  invoiceDownloadUrl,
  type Language,
  type MessageParams,
  serverMessage,
  type Translate,
  terminationDecision,
  vehicleDeletionDecision,
} from '@nordpark/core';
import type { ConfirmAction, ConfirmDialogProps } from './props';

/** MYP-05: the confirm button acts only this long after it (re)appears, so a double click
 * on the trigger, or on a button that is replaced, never confirms by accident. */
export const CONFIRM_DELAY_MS = 300;
/** MYP-05: after a success the dialog shows what was done this long before the page moves on. */
export const SUCCESS_DELAY_MS = 500;

/** What the dialog shows. */
export type Step =
  /** Asks to confirm; `busy` while the action runs, `error` after it failed (MYP-02, MYP-04). */
  | { kind: 'confirm'; busy: boolean; error: string | null; date?: CalendarDate }
  /** Tells why the action cannot go on, with one button to close (blocked, not found, failed). */
  | { kind: 'notice'; heading: string; message: string }
  /** The action succeeded: shown until the page follows up, or until closed (`acknowledge`). */
  | { kind: 'done'; message: string; acknowledge: boolean; date?: CalendarDate };

export type OpenResult = Step | { kind: 'download'; url: string };

export interface FlowContext {
  props: ConfirmDialogProps;
  api: MyParkingApi;
  t: Translate;
  language: Language;
}

/** `delete-vehicle` → `deleteVehicle`: the action's part of its message ids. */
export function messagePrefix(action: ConfirmAction): string {
  return `myParking.${action.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** The placeholders the action's texts may use. */
export function textParams(
  props: ConfirmDialogProps,
  language: Language,
  date?: CalendarDate,
): MessageParams {
  return {
    plate: props.vehicle?.plateText ?? '',
    name: props.name ?? props.uid ?? props.contactNumber ?? '',
    order: props.orderId ?? '',
    document: props.documentNumber ?? '',
    date: date ? formatLongDate(date, language) : '',
  };
}

/** The action's confirm button may act: a termination needs a reason (MYP-18), a facility
 * confirm its checkbox ticked (MYP-21). */
export function isConfirmAllowed(
  action: ConfirmAction,
  input: { reason: string; checked: boolean },
): boolean {
  if (action === 'terminate-contract') return hasTerminationReason(input.reason);
  if (action === 'facility-confirm') return input.checked;
  return true;
}

const succeeded = <T>(result: ApiResult<T>): result is ApiSuccess<T> =>
  result.ok && result.status >= 200 && result.status < 300;

/** The text for a failure: the server's message as text (ERR-14..16, ERR-20) or the configured one. */
function failureText(ctx: FlowContext, result: ApiResult<unknown> | null, useServerMessage: boolean): string {
  const fromServer = useServerMessage && result ? serverMessage(result.errorMessage) : '';
  if (fromServer) return fromServer;
  const { props, t } = ctx;
  const own = ['demote-admin', 'delete-customer', 'approve-order', 'decline-order'].includes(props.action);
  return props.errorText ?? t(own ? `${messagePrefix(props.action)}.error` : 'myParking.error');
}

function confirmStep(date?: CalendarDate): Step {
  return date
    ? { kind: 'confirm', busy: false, error: null, date }
    : { kind: 'confirm', busy: false, error: null };
}

function notice(heading: string, message: string): Step {
  return { kind: 'notice', heading, message };
}

/**
 * What a click on the trigger leads to. Deleting a vehicle is checked first (MYP-07, MYP-08,
 * ERR-14); an invoice is checked, then downloaded or reported missing (MYP-13, MYP-14,
 * ERR-19); a termination asks for its date first (MYP-15..17, ERR-21, ERR-22). The other
 * actions go straight to the confirmation. Never rejects.
 */
export async function openAction(ctx: FlowContext, pagePath: string): Promise<OpenResult> {
  const { props, api, t, language } = ctx;
  const prefix = messagePrefix(props.action);
  const errorHeading = t('myParking.errorHeading');
  const params = textParams(props, language);

  if (props.action === 'delete-vehicle' && props.vehicle) {
    const check = await api.checkPermitForDeleteVehicle(props.vehicle);
    if (!check.ok) return notice(errorHeading, failureText(ctx, check, true));
    return vehicleDeletionDecision(check.body) === 'blocked'
      ? notice(t(`${prefix}.blockedHeading`, params), t(`${prefix}.blocked`, params))
      : confirmStep();
  }

  if (props.action === 'download-invoice' && props.documentNumber) {
    const check = await api.checkIfDocumentExist({ documentNumber: props.documentNumber });
    if (!succeeded(check)) return notice(errorHeading, failureText(ctx, check, false));
    const exists = (check.body as { Exists?: unknown } | null)?.Exists !== false;
    if (!check.errorMessage && exists) {
      return { kind: 'download', url: invoiceDownloadUrl(pagePath, props.documentNumber) };
    }
    return notice(
      t(`${prefix}.notFoundHeading`, params),
      serverMessage(check.errorMessage) || t(`${prefix}.notFound`, params),
    );
  }

  if (props.action === 'terminate-contract' && props.salesOrderId && props.orderLineId) {
    const line = { salesOrderId: props.salesOrderId, orderLineId: props.orderLineId };
    const dates = await api.getOrderLineTerminationDate(line);
    if (!dates.ok) return notice(errorHeading, failureText(ctx, dates, true));
    const decision = terminationDecision(
      dates.body.TerminationDate,
      dates.body.ContractEndDate ?? props.contractEndDate,
    );
    if (decision.allowed) return confirmStep(decision.terminationDate);
    const sorry = t(`${prefix}.sorry`, params);
    return decision.reason === 'no-date'
      ? notice(sorry, t(`${prefix}.notPossible`, params))
      : notice(sorry, t(`${prefix}.existingDate`, textParams(props, language, decision.contractEndDate)));
  }

  return confirmStep();
}

export type ConfirmOutcome = { ok: true } | { ok: false; error: string };

/**
 * Runs the confirmed action with one request (MYP-09..12, MYP-19, MYP-20) and says how it
 * went: a failure carries the text to show (ERR-15..18, ERR-20). A facility confirm has no
 * request. Never rejects.
 */
export async function confirmAction(
  ctx: FlowContext,
  step: Extract<Step, { kind: 'confirm' }>,
  reason: string,
): Promise<ConfirmOutcome> {
  const { props, api } = ctx;
  let result: ApiResult<unknown> | null = null;
  let ok = false;
  switch (props.action) {
    case 'delete-vehicle':
      if (props.vehicle) result = await api.deleteVehicle(props.vehicle);
      break;
    case 'demote-admin':
      if (props.uid) result = await api.demoteAdmin({ uid: props.uid });
      break;
    case 'delete-customer':
      if (props.contactNumber) result = await api.deleteCustomer({ Contact_Number: props.contactNumber });
      break;
    case 'approve-order':
      if (props.orderId) result = await api.approveSalesOrder({ orderId: props.orderId });
      break;
    case 'decline-order':
      if (props.orderId) result = await api.declineSalesOrder({ orderId: props.orderId });
      break;
    case 'terminate-contract':
      if (props.salesOrderId && props.orderLineId && step.date) {
        result = await api.terminateOrderLine(
          { salesOrderId: props.salesOrderId, orderLineId: props.orderLineId },
          { reason, terminationDate: step.date, orderTerminationLetterConf: { distributionMethod: 'EMAIL' } },
        );
        // ERR-20: only StatusCode 200 is a termination; anything else shows its ErrorMessage.
        ok = result.ok && result.status === 200;
      }
      break;
    default:
      return { ok: true };
  }
  if (result && props.action !== 'terminate-contract') ok = succeeded(result);
  if (ok) return { ok: true };
  const serverSays = props.action === 'delete-vehicle' || props.action === 'terminate-contract';
  return { ok: false, error: failureText(ctx, result, serverSays) };
}

/** The success text of an action, and whether the visitor must close it (a termination's
 * e-mail notice) or the page moves on by itself. */
export function doneStep(ctx: FlowContext, step: Extract<Step, { kind: 'confirm' }>): Step {
  const { props, t, language } = ctx;
  const self = props.action === 'demote-admin' && props.currentUser === true;
  const message = t(
    `${messagePrefix(props.action)}.${self ? 'selfDone' : 'done'}`,
    textParams(props, language, step.date),
  );
  const acknowledge = props.action === 'terminate-contract';
  return step.date
    ? { kind: 'done', message, acknowledge, date: step.date }
    : { kind: 'done', message, acknowledge };
}
