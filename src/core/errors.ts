import type { I18n } from '@lingui/core';
import { ApiFailure } from '@/api/client';
import { type ErrorSubject, errorMessage, serviceUnavailable, somethingWentWrong, unhandledError } from './error-messages';
import { i18n, whenTextsReady } from './i18n';
import { notify } from './toasts';

/** The server (or the proxy in front of it) is down: spec 8's 502 case. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === 502;
}

/**
 * The one error helper (spec 8): logs the error and shows the given message, or
 * 'An unhandled error occurred.', as a negative toast; a 502 shows 'Service Unavailable'. On the server (a page
 * being rendered), it only logs: its own texts are the browser's (its one instance), never a request's.
 */
export function handleError(error: unknown, message?: string): void {
  console.error(error);
  // Rendering a page on the server: there is no one to show a toast to (the server logs the error).
  if (typeof document === 'undefined') return;
  // At start-up the first page loads while the texts do (main.tsx): the toast waits for them.
  void whenTextsReady().then(() => {
    if (isServiceUnavailable(error)) {
      notify('negative', i18n._(serviceUnavailable.title), i18n._(serviceUnavailable.description));
      return;
    }
    notify('negative', message ?? i18n._(unhandledError));
  });
}

/**
 * The text of a refused request (a 4xx) in the language of `i18n` (the screen's, `useLingui`): its code's
 * (error-messages.ts), else what the server said (it names the field or the rule); undefined for the rest (no
 * answer, a 5xx): the error helper's own text.
 */
export function refusalMessage(i18n: I18n, error: unknown, subject?: ErrorSubject): string | undefined {
  if (!(error instanceof ApiFailure) || error.status < 400 || error.status >= 500) return undefined;
  const known = errorMessage(error.code, subject);
  return known ? i18n._(known) : error.message;
}

/** The same, with spec 8's texts when there is no better one: for messages shown inside a dialog. */
export function failureText(i18n: I18n, error: unknown, subject?: ErrorSubject): string {
  if (isServiceUnavailable(error)) return i18n._(serviceUnavailable.description);
  return refusalMessage(i18n, error, subject) ?? i18n._(somethingWentWrong.description);
}
