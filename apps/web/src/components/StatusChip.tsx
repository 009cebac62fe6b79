import { styled } from '@mui/material/styles';
import { STATUS_LABELS, type ShipmentStatus } from '@trailpost/contracts';
import { STATUS_COLORS, STATUS_TEXT_COLORS } from '@/lib/status-colors';

// Styles fixed once per component, the status's colours inline: a list draws one per row, and
// an `sx` object each was turned into CSS on every render.
const Pill = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 10px',
  borderRadius: 999,
  fontSize: 12.5,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

const Dot = styled('span')({ width: 7, height: 7, borderRadius: '50%', flexShrink: 0 });

/** A status as a soft coloured pill with a dot. */
export function StatusChip({ status }: { status: ShipmentStatus }) {
  const color = STATUS_COLORS[status];
  return (
    <Pill style={{ color: STATUS_TEXT_COLORS[status], backgroundColor: `${color}1a` }}>
      <Dot style={{ backgroundColor: color }} />
      {STATUS_LABELS[status]}
    </Pill>
  );
}

export function StatusDot({ status }: { status: ShipmentStatus }) {
  return <Dot style={{ width: 8, height: 8, backgroundColor: STATUS_COLORS[status] }} />;
}
