import type { ApiFailure } from '@nordpark/api/booking';
import { serverMessage, type Translate } from '@nordpark/core';

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
    default:
      return t('booking.error.network');
  }
}
