import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CustomDomainStatus as Status } from '@trailpost/contracts';
import { useFormatDateTime } from '@/lib/use-format-date-time';

export const STATUS_LABELS: Record<Status, string> = { pending: 'Pending', verified: 'Verified', failed: 'Failed' };
const STATUS_COLOURS = { pending: 'warning', verified: 'success', failed: 'error' } as const;

/** The custom domain's check: Pending until verified, Failed when DNS pointed elsewhere; and when it was last asked. */
export function CustomDomainStatus({ status, checkedAt }: { status: Status; checkedAt: string | null }) {
  const format = useFormatDateTime();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} role="status" aria-label="Custom domain status">
      <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={STATUS_LABELS[status]} />
      <Typography variant="body2" color="text.secondary">
        {checkedAt ? `Last checked ${format(checkedAt)}` : 'Not checked yet'}
      </Typography>
    </Box>
  );
}
