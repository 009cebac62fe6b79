import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

/** The export or import notice stays 5 seconds (part 1 §9), longer than a toast. */
export const NOTICE_MS = 5000;

type Props = { message: string | null; onClose: () => void };

/**
 * The notice shown once an import or export is queued. It belongs to the drawer that queued
 * it but outlives its closing; rendered into the body like the toasts, and at the bottom so
 * that it does not cover a toast or a notification popping up at the top.
 */
export function TimedNotice({ message, onClose }: Props) {
  return (
    <Portal>
      <Snackbar
        open={message !== null}
        autoHideDuration={NOTICE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={onClose} sx={{ width: '100%', maxWidth: 560 }}>
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
