import Chip from '@mui/material/Chip';
import { STATUS_LABELS, type ShipmentStatus } from '@trailpost/contracts';
import { STATUS_COLORS } from '../utils/status-style';

export function StatusChip({ status }: { status: ShipmentStatus }) {
  const colors = STATUS_COLORS[status];
  return <Chip size="small" label={STATUS_LABELS[status]} sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }} />;
}
