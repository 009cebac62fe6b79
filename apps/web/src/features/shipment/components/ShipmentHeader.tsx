import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShipmentDetail } from '@trailpost/contracts';
import { useEffect, useState } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRefreshShipment } from '../api/refresh-shipment';
import { copyText } from '@/lib/copy-text';
import { useSubDomain } from '@/lib/api/get-sub-domain';
import { publicTrackingUrl } from '../utils/public-url';
import { StatusChip } from '@/components/StatusChip';

export const COPY_URL_LABEL = 'COPY PUBLIC URL';
export const URL_COPIED = 'Tracking URL Copied!';
export const REFRESH_LABEL = 'REFRESH NOW';
/** How long the copied label stays (part 1 §9). */
const COPIED_MS = 2000;

/** Tracking number, courier, status and the public page's address. */
export function ShipmentHeader({ shipment }: { shipment: ShipmentDetail }) {
  const [copied, setCopied] = useState(false);
  const account = useSubDomain();
  const url = publicTrackingUrl(account.data?.public_host, shipment.tracking_number);
  const refresh = useRefreshShipment();
  const toast = useToast();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(url)) setCopied(true);
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CourierLogo slug={shipment.slug} size={44} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all', lineHeight: 1.3 }}>
            {shipment.tracking_number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shipment.courier_title}
          </Typography>
        </Box>
        <StatusChip status={shipment.current_status} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void copy()}
          color={copied ? 'success' : 'primary'}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          aria-live="polite"
        >
          {copied ? URL_COPIED : COPY_URL_LABEL}
        </Button>
        <Button
          variant="text"
          size="small"
          startIcon={<RefreshIcon />}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate(shipment._id, { onError: (error) => toast.error(errorMessage(error)) })}
        >
          {REFRESH_LABEL}
        </Button>
        <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Open tracking page
          <OpenInNewIcon sx={{ fontSize: 16 }} />
        </Link>
      </Box>
    </Stack>
  );
}
