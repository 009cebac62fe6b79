import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS } from '@trailpost/contracts';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { STATUS_COLORS } from '@/lib/status-colors';
import type { StatusShare } from '../utils/status-shares';

const SIZE = 240;

/** A donut of the statuses with the total in its middle. */
export function StatusPie({ shares, total }: { shares: StatusShare[]; total: number }) {
  const slices = shares.filter((share) => share.count > 0).map((share) => ({ ...share, name: STATUS_LABELS[share.status] }));
  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0, mx: 'auto' }}>
      <PieChart width={SIZE} height={SIZE}>
        <Pie data={slices} dataKey="count" nameKey="name" innerRadius={74} outerRadius={112} paddingAngle={slices.length > 1 ? 1.5 : 0} stroke="none" isAnimationActive={false}>
          {slices.map((slice) => (
            <Cell key={slice.status} fill={STATUS_COLORS[slice.status]} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {total}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {total === 1 ? 'Shipment' : 'Shipments'}
        </Typography>
      </Box>
    </Box>
  );
}
