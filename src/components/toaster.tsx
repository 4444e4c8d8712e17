import { createToaster } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';

/** The product's toast kinds (spec 4) and Chakra's types behind them. */
export type ToastKind = 'info' | 'positive' | 'warning' | 'negative';

const chakraType = { info: 'info', positive: 'success', warning: 'warning', negative: 'error' } as const;

/** Toasts fade out over 600 ms (spec 4); the toast is kept mounted that long so the fade can run. */
export const toastExitMs = 600;
export const toastDurationMs = 5000;

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

let loadedList: ComponentType | undefined;

/**
 * Where toasts appear. Most pages never show one, so the toasts' UI (Ark's toast machines) is a chunk of
 * its own, loaded when the first toast is created; the store above keeps the toasts until it is there.
 * (Loaded by hand rather than with React.lazy: a Suspense boundary holds what it reveals for 300 ms.)
 */
export function Toaster() {
  const [ToastList, setToastList] = useState(() => loadedList);
  useEffect(() => {
    if (ToastList) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('./ToastList').then((module) => {
        loadedList = module.ToastList;
        setToastList(() => module.ToastList);
      });
    };
    if (toaster.getCount() > 0) {
      load();
      return;
    }
    return toaster.subscribe(load);
  }, [ToastList]);
  return ToastList ? <ToastList /> : null;
}
