import type { ApiFailure } from '@nordpark/api/booking';
import { serverMessage, type Translate } from '@nordpark/core';
import type { Deadlined, FailureKind } from './network/deadlines';

/**
 * The text a failed call shows at its step: the server's own message when it sent one (a
 * lock held by another booking, a refused e-mail), else the error catalogue's row in words.
 */
export function failureMessage(result: ApiFailure, t: Translate): string {
  const fromServer = serverMessage(result.errorMessage);
  if (fromServer) return fromServer;
  switch (result.reason) {
    case 'auth':
      return t('booking.error.auth');
    case 'not-found':
      return t('booking.error.notFound');
    case 'server':
      return t('booking.error.server');
    case 'timeout':
      return t('booking.error.timeout');
    default:
      return t('booking.error.network');
  }
}

/**
 * A failed or abandoned call in words: offline says so (a load is tried again by
 * itself when the connection is back; what was sent keeps the visitor's input for a retry),
 * an abandoned load says it took too long, anything else is `failureMessage`.
 */
export function failureText(
  result: Exclude<Deadlined<unknown>, { ok: true }>,
  kind: FailureKind,
  call: 'load' | 'send',
  t: Translate,
): string {
  if (kind === 'offline') return t(call === 'load' ? 'booking.error.offlineLoad' : 'booking.error.offline');
  if (result === 'timeout' || kind === 'timeout') return t('booking.error.timeout');
  return failureMessage(result, t);
}
