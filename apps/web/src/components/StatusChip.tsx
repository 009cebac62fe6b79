import Box from '@mui/material/Box';
import { STATUS_LABELS, type ShipmentStatus } from '@trailpost/contracts';
import { STATUS_COLORS, STATUS_TEXT_COLORS } from '@/lib/status-colors';

/** A status as a soft coloured pill with a dot. */
export function StatusChip({ status }: { status: ShipmentStatus }) {
  const color = STATUS_COLORS[status];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: 12.5,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: STATUS_TEXT_COLORS[status],
        bgcolor: `${color}1a`,
      }}
    >
      <Box component="span" sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color }} />
      {STATUS_LABELS[status]}
    </Box>
  );
}

export function StatusDot({ status }: { status: ShipmentStatus }) {
  return <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLORS[status], flexShrink: 0 }} />;
}
