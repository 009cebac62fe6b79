import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from './use-notice';

/** The automation snackbar hides after 4 seconds (part 2 §9), a second longer than the app's toasts. */
export const AUTOMATION_SNACKBAR_MS = 4000;

type Props = { notice: Notice | null; open: boolean; onClose: () => void };

/** Success in green, errors in red (part 2 §8), at the top centre like the app's toasts and above any dialog. */
export function AutomationSnackbar({ notice, open, onClose }: Props) {
  if (!notice) return null;
  return (
    <Portal>
      <Snackbar
        key={notice.id}
        open={open}
        autoHideDuration={AUTOMATION_SNACKBAR_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert onClose={onClose} severity={notice.severity} variant="filled" sx={{ width: '100%' }}>
          {notice.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
