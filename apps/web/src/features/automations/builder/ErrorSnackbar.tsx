import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Automation errors stay 4 seconds (part 2 §9), longer than the app's toasts. */
export const AUTOMATION_SNACKBAR_MS = 4000;

/** The last message, kept while the snackbar fades out. */
export type SnackbarMessage = { id: number; text: string; open: boolean };

type Props = { message: SnackbarMessage | null; onClose: () => void };

/** The builder's red snackbar for a refused save (part 2 §8). */
export function ErrorSnackbar({ message, onClose }: Props) {
  return (
    <Snackbar
      key={message?.id}
      open={message?.open ?? false}
      autoHideDuration={AUTOMATION_SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
