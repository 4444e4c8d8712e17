import { useEffect, useState, type ComponentType } from 'react';
import { toaster } from '@/src/core/toasts';

let loadedList: ComponentType | undefined;

/**
 * Where toasts appear. Most pages never show one, so the toasts' UI (Ark's toast machines) is a chunk of
 * its own, loaded when the first toast is created; the store (src/core/toasts.ts) keeps the toasts until it is there.
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
