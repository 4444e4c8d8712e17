import { createToaster } from '@chakra-ui/react';

/** The product's toast kinds (spec 4) and Chakra's types behind them. */
export type ToastKind = 'info' | 'positive' | 'warning' | 'negative';

const chakraType = { info: 'info', positive: 'success', warning: 'warning', negative: 'error' } as const;

/** Toasts fade out over 600 ms (spec 4); the toast is kept mounted that long so the fade can run. */
export const toastExitMs = 600;
export const toastDurationMs = 5000;

/** The toasts' store: anything may add a toast; `<Toaster />` (src/components/toaster.tsx) shows them. */
export const toaster = createToaster({
  placement: 'top',
  duration: toastDurationMs,
  removeDelay: toastExitMs,
  pauseOnPageIdle: true,
});

/** Shows a toast; returns its id (for `toaster.dismiss(id)`). */
export function notify(kind: ToastKind, title: string, description?: string): string {
  return toaster.create({ type: chakraType[kind], title, description, closable: true });
}
