import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Portal from '@mui/material/Portal';
import { useEffect } from 'react';
import { NOTIFICATION_POPUP_MS, type NotificationItem } from '@trailpost/contracts';
import { KindIcon } from './notification-kind';

/** More arriving at once replace the oldest on screen, so the stack never runs down the page. */
export const MAX_POPUPS = 3;

/** The newest first, without a repeat of the same notification, at most MAX_POPUPS. */
export function withPopup(items: NotificationItem[], item: NotificationItem): NotificationItem[] {
  return [item, ...items.filter((shown) => shown._id !== item._id)].slice(0, MAX_POPUPS);
}

function Popup({ item, onClose }: { item: NotificationItem; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, NOTIFICATION_POPUP_MS);
    return () => clearTimeout(timer);
    // Each pop-up's own 6 seconds start when it appears; a newer one does not restart them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item._id]);
  return (
    <Fade in appear>
      <Alert
        role="status"
        icon={<KindIcon item={item} />}
        severity="info"
        variant="outlined"
        onClose={onClose}
        sx={{ bgcolor: 'background.paper', boxShadow: 3, pointerEvents: 'auto' }}
      >
        {item.message}
      </Alert>
    </Fade>
  );
}

/**
 * New notifications pop up as a stack under the top bar, newest first, each fading after 6
 * seconds (part 1 §2.9, §9): the bell, the avatar and the page's own actions stay in reach.
 */
export function NotificationPopups({ items, onClose }: { items: NotificationItem[]; onClose: (id: string) => void }) {
  return (
    <Portal>
      <Box
        aria-live="polite"
        sx={{
          position: 'fixed',
          top: { xs: 64, sm: 72 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: 380 },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          // Only the pop-ups themselves take clicks; the gaps between them do not block the page.
          pointerEvents: 'none',
        }}
      >
        {items.map((item) => (
          <Popup key={item._id} item={item} onClose={() => onClose(item._id)} />
        ))}
      </Box>
    </Portal>
  );
}
