import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

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

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            _closed={{
              transitionProperty: 'translate, scale, opacity',
              transitionDuration: `${toastExitMs}ms`,
              transitionTimingFunction: 'ease-out',
            }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
