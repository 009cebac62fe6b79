import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS, ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

type Toast = { id: number; message: string; severity: ToastSeverity };

/**
 * One toast at a time at the top centre: red for errors, green for success. It is rendered
 * straight into the document body, so a toast shown while a drawer or dialog is open is not
 * inside the app root that the open modal hides from assistive technology.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: ToastSeverity) => {
    setToast({ id: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
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
      <Portal>
        <Snackbar
          key={toast?.id}
          open={open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert onClose={close} severity={toast?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
            {toast?.message}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
