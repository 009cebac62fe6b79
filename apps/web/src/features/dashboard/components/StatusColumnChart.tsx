import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SHIPMENT_STATUSES, STATUS_LABELS } from '@trailpost/contracts';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { STATUS_COLORS } from '@/lib/status-colors';
import { bucketTick, type SummaryRow } from '../utils/chart-data';
import { countTicks, labelStep, labelWidthOf } from './charts/axis-ticks';
import { ChartTooltip, TooltipRow } from './charts/ChartTooltip';
import { StatusLegend } from './charts/StatusLegend';
import { useElementWidth } from './charts/use-element-width';

const HEIGHT = 300;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 40 };
const MAX_BAR = 44;

const totalOf = (row: SummaryRow) => SHIPMENT_STATUSES.reduce((sum, status) => sum + row[status], 0);

/** Stacked columns: one per time bucket, one segment per status in the list's colours. */
export function StatusColumnChart({ rows }: { rows: SummaryRow[] }) {
  const theme = useTheme();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>()
    .domain(rows.map((_, index) => index))
    .range([0, innerWidth])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...rows.map(totalOf))])
    .range([innerHeight, 0])
    .nice();
  const barWidth = Math.min(x.bandwidth(), MAX_BAR);
  const step = labelStep(rows.length, x.step(), Math.max(0, ...rows.map((row) => labelWidthOf(bucketTick(row.label)))));
  const axisText = { fontSize: 12, fill: theme.palette.text.secondary };
  const hoveredRow = hovered === null ? null : rows[hovered];

  return (
    <Box ref={ref} sx={{ position: 'relative', width: '100%' }}>
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="img" aria-label="Shipments by status for each period of the chosen range">
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {countTicks(y).map((tick) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <line x1={0} x2={innerWidth} stroke={theme.palette.divider} />
                <text x={-8} dy="0.32em" textAnchor="end" style={axisText}>
                  {tick}
                </text>
              </g>
            ))}
            {rows.map((row, index) => {
              const left = x(index)!;
              let base = 0;
              return (
                <g key={row.label} onMouseEnter={() => setHovered(index)} onMouseLeave={() => setHovered(null)}>
                  <rect x={left} y={0} width={x.bandwidth()} height={innerHeight} fill={hovered === index ? theme.palette.action.hover : 'transparent'} />
                  {SHIPMENT_STATUSES.map((status) => {
                    const count = row[status];
                    if (count === 0) return null;
                    const top = y(base + count);
                    const height = y(base) - top;
                    base += count;
                    return <rect key={status} x={left + (x.bandwidth() - barWidth) / 2} y={top} width={barWidth} height={height} fill={STATUS_COLORS[status]} />;
                  })}
                  {index % step === 0 ? (
                    <text x={left + x.bandwidth() / 2} y={innerHeight + 16} textAnchor="middle" style={axisText}>
                      {bucketTick(row.label)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={theme.palette.divider} />
          </g>
        </svg>
      ) : (
        <Box sx={{ height: HEIGHT }} />
      )}
      {hoveredRow && hovered !== null ? (
        <ChartTooltip
          title={bucketTick(hoveredRow.label)}
          placement={{ x: MARGIN.left + x(hovered)! + x.bandwidth() / 2, y: HEIGHT / 2, flip: x(hovered)! > innerWidth / 2 }}
        >
          {SHIPMENT_STATUSES.filter((status) => hoveredRow[status] > 0).map((status) => (
            <TooltipRow key={status} color={STATUS_COLORS[status]} name={STATUS_LABELS[status]} value={hoveredRow[status]} />
          ))}
          <TooltipRow color="transparent" name="Total" value={totalOf(hoveredRow)} />
        </ChartTooltip>
      ) : null}
      <StatusLegend />
    </Box>
  );
}
