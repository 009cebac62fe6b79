import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { darken } from '@mui/material/styles';
import type { CredentialStatus } from '@trailpost/contracts';

const CHIPS: Record<CredentialStatus, { label: string; color: 'success' | 'warning' | 'error' }> = {
  verified: { label: 'Verified', color: 'success' },
  unverified: { label: 'Not verified yet', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
};

type Props = { status: CredentialStatus; message: string | null };

/** Whether the courier or store accepted the saved keys; its words, when it has some, as the tooltip. */
export function CredentialStatusChip({ status, message }: Props) {
  const { label, color } = CHIPS[status];
  // The label a shade darker than the outline: the palette's orange on white is too faint to read.
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={color}
      tabIndex={message ? 0 : undefined}
      sx={{ color: (theme) => darken(theme.palette[color].main, 0.3) }}
    />
  );
  return message ? (
    <Tooltip title={message} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
