import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { NOTIFICATION_POPUP_MS, type NotificationItem } from '@trailpost/contracts';
import { KindIcon } from './notification-kind';

/** A new notification pops up beside the bell and fades after 6 seconds (part 1 §2.9, §9). */
export function NotificationPopup({ item, onClose }: { item: NotificationItem | null; onClose: () => void }) {
  return (
    <Portal>
      <Snackbar
        key={item?._id}
        open={item !== null}
        autoHideDuration={NOTIFICATION_POPUP_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert role="status" icon={item ? <KindIcon item={item} /> : undefined} severity="info" variant="outlined" onClose={onClose} sx={{ bgcolor: 'background.paper', boxShadow: 3, maxWidth: 420 }}>
          {item?.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
