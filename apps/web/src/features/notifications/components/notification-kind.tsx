import DownloadIcon from '@mui/icons-material/Download';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { NotificationItem } from '@trailpost/contracts';

/** Import and export items are told apart by type, or by their text when an older item has none. */
export function kindOf(item: Pick<NotificationItem, 'type' | 'message'>): NotificationItem['type'] {
  if (item.type) return item.type;
  return /export/i.test(item.message) ? 'export' : /import/i.test(item.message) ? 'import' : 'tracking';
}

export function KindIcon({ item }: { item: Pick<NotificationItem, 'type' | 'message'> }) {
  const kind = kindOf(item);
  if (kind === 'export') return <DownloadIcon fontSize="small" color="primary" />;
  if (kind === 'import') return <UploadFileIcon fontSize="small" color="primary" />;
  if (kind === 'domain') return <VerifiedUserOutlinedIcon fontSize="small" color="primary" />;
  return <LocalShippingOutlinedIcon fontSize="small" color="primary" />;
}
