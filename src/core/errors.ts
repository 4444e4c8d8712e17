import { t } from '@lingui/core/macro';
import { ApiFailure } from '../api/client';
import { notify } from './toasts';
import { whenTextsReady } from './i18n';

/** The server (or the proxy in front of it) is down: spec 8's 502 case. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === 502;
}

/**
 * The one error helper (spec 8): logs the error and shows the given message, or
 * 'An unhandled error occurred.', as a negative toast; a 502 shows 'Service Unavailable'.
 */
export function handleError(error: unknown, message?: string): void {
  console.error(error);
  // At start-up the first page loads while the texts do (main.tsx): the toast waits for them.
  void whenTextsReady().then(() => {
    if (isServiceUnavailable(error)) {
      notify('negative', t`Service Unavailable`, t`The server is currently unavailable. Please try again later.`);
      return;
    }
    notify('negative', message ?? t`An unhandled error occurred.`);
  });
}
