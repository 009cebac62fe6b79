import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS } from '@trailpost/contracts';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useState } from 'react';
import { STATUS_COLORS } from '@/lib/status-colors';
import type { StatusShare } from '../utils/status-shares';
import { ChartTooltip, TooltipRow } from './charts/ChartTooltip';

const SIZE = 240;
const INNER = 74;
const OUTER = 112;
/** The gap between slices, in radians (1.5°), when there is more than one. */
const PAD = (1.5 * Math.PI) / 180;

const slicesOf = pie<StatusShare>()
  .value((share) => share.count)
  .sort(null);
const arcOf = arc<PieArcDatum<StatusShare>>().innerRadius(INNER).outerRadius(OUTER);

/** A donut of the statuses with the total in its middle. */
export function StatusPie({ shares, total }: { shares: StatusShare[]; total: number }) {
  const [hovered, setHovered] = useState<PieArcDatum<StatusShare> | null>(null);
  const present = shares.filter((share) => share.count > 0);
  const slices = slicesOf.padAngle(present.length > 1 ? PAD : 0)(present);
  const center = SIZE / 2;
  const hoverPoint = hovered ? arcOf.centroid(hovered) : null;

  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0, mx: 'auto' }}>
      <svg width={SIZE} height={SIZE} role="img" aria-label="Shipments by status">
        <g transform={`translate(${center},${center})`}>
          {slices.map((slice) => (
            <path
              key={slice.data.status}
              d={arcOf(slice) ?? undefined}
              fill={STATUS_COLORS[slice.data.status]}
              onMouseEnter={() => setHovered(slice)}
              onMouseLeave={() => setHovered(null)}
            />
          ))}
        </g>
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {total}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {total === 1 ? 'Shipment' : 'Shipments'}
        </Typography>
      </Box>
      {hovered && hoverPoint ? (
        <ChartTooltip placement={{ x: center + hoverPoint[0], y: center + hoverPoint[1], flip: hoverPoint[0] > 0 }}>
          <TooltipRow color={STATUS_COLORS[hovered.data.status]} name={STATUS_LABELS[hovered.data.status]} value={hovered.data.count} />
        </ChartTooltip>
      ) : null}
    </Box>
  );
}
