import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES, type NotificationItem } from '@trailpost/contracts';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { MUTE_GROUP_LABEL, MutedKindsPanel } from './MutedKindsPanel';
import { NotificationPopups, withPopup } from './NotificationPopups';
import { NotificationRow } from './NotificationRow';

/**
 * The bell of part 1 §2.9: unread badge; opening the list clears it; dismissing deletes an
 * item; new ones pop up for 6 seconds each. Failing to load reads as having nothing new.
 * Its header's button turns the list into the switches that mute a kind of notice.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [muting, setMuting] = useState(false);
  const [popped, setPopped] = useState<NotificationItem[]>([]);
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const dismiss = useDeleteNotification();
  useNotificationStream(userId, (item) => setPopped((shown) => withPopup(shown, item)));

  const unread = data?.unreadMessageCount ?? 0;
  const items = isError ? [] : (data?.notifications ?? []);
  const open = (target: HTMLElement) => {
    setAnchor(target);
    setMuting(false);
    if (unread > 0) markRead.mutate();
  };

  return (
    <>
      <IconButton aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} onClick={(event) => open(event.currentTarget)} sx={{ mr: 1 }}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 400, maxHeight: 520 } } }}
      >
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {muting ? MUTE_GROUP_LABEL : 'Notifications'}
          </Typography>
          <IconButton size="small" aria-label={muting ? 'Back to notifications' : MUTE_GROUP_LABEL} onClick={() => setMuting((shown) => !shown)}>
            {muting ? <ArrowBackIcon fontSize="small" /> : <NotificationsOffOutlinedIcon fontSize="small" />}
          </IconButton>
        </Box>
        {muting ? (
          <MutedKindsPanel />
        ) : items.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {NOTIFICATION_MESSAGES.caughtUp}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Notifications">
            {items.map((item) => (
              <NotificationRow key={item._id} item={item} onOpen={() => setAnchor(null)} onDismiss={() => dismiss.mutate(item._id)} />
            ))}
          </List>
        )}
      </Popover>
      <NotificationPopups items={popped} onClose={(id) => setPopped((shown) => shown.filter((item) => item._id !== id))} />
    </>
  );
}
