import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, ToastContext, type ToastApi, type ToastOptions, type ToastSeverity } from './toast-context';
import type { Toast } from './ToastView';

// Fetched with the first toast, so the sign-in screens do not download the snackbar up front.
const ToastView = lazy(() => import('./ToastView'));

/** One toast at a time at the top centre: red for errors, green for success. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: ToastSeverity, options?: ToastOptions) => {
    setToast({ id: Date.now(), message, severity, durationMs: options?.durationMs ?? TOAST_DURATION_MS });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show(message, 'success', options),
      error: (message, options) => show(message, 'error', options),
    }),
    [show],
  );

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast ? (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
