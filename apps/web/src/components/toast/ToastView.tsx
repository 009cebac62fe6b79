import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useOpenDrawerHeader } from './open-drawer-header';
import type { ToastSeverity } from './toast-context';
import { toastPlacement } from './toast-placement';

export type Toast = { id: number; message: string; severity: ToastSeverity; durationMs: number };

type Props = { toast: Toast; open: boolean; onClose: (event?: unknown, reason?: string) => void };

/**
 * The toast itself, rendered straight into the document body, so a toast shown while a drawer
 * or dialog is open is not inside the app root that the open modal hides from assistive technology.
 * It keeps clear of an open drawer's title bar and actions (toast-placement.ts).
 */
export default function ToastView({ toast, open, onClose }: Props) {
  const drawerHeader = useOpenDrawerHeader();
  return (
    <Portal>
      <Snackbar
        key={toast.id}
        open={open}
        autoHideDuration={toast.durationMs}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={toastPlacement(drawerHeader, window.innerWidth)}
      >
        <Alert onClose={onClose} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
          {toast.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
