import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { NotificationItem } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@/lib/formatting';
import { KindIcon } from './notification-kind';

/** A screen of the app ("/tracking/…") opens in place; anything else is a file to download. */
function isScreenPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/api/');
}

/** One notice; a grouped one ("248 shipments expired") leads to the shipment list filtered to its status. */
export function NotificationRow({ item, onOpen, onDismiss }: { item: NotificationItem; onOpen: () => void; onDismiss: () => void }) {
  const link = item.link;
  return (
    <ListItem
      alignItems="flex-start"
      divider
      secondaryAction={
        <IconButton edge="end" size="small" aria-label="Dismiss notification" onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ pr: 6 }}
    >
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <KindIcon item={item} />
      </ListItemIcon>
      <ListItemText
        primary={item.message}
        secondary={
          <>
            {formatDateTime(item.timestamp)}
            {link && (
              <>
                {' · '}
                {isScreenPath(link) ? (
                  <Link component={RouterLink} to={link} onClick={onOpen}>
                    {item.count > 1 ? 'View shipments' : 'Open'}
                  </Link>
                ) : (
                  <Link href={link} target="_blank" rel="noopener" download onClick={onOpen}>
                    Download
                  </Link>
                )}
              </>
            )}
          </>
        }
        slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
      />
    </ListItem>
  );
}
