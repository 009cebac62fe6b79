import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { ToastSeverity } from './toast-context';

export type Toast = { id: number; message: string; severity: ToastSeverity; durationMs: number };

type Props = { toast: Toast; open: boolean; onClose: (event?: unknown, reason?: string) => void };

/**
 * The toast itself, rendered straight into the document body, so a toast shown while a drawer
 * or dialog is open is not inside the app root that the open modal hides from assistive technology.
 */
export default function ToastView({ toast, open, onClose }: Props) {
  return (
    <Portal>
      <Snackbar key={toast.id} open={open} autoHideDuration={toast.durationMs} onClose={onClose} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert onClose={onClose} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
