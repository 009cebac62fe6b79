import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { ChartTooltip, TooltipRow } from './charts/ChartTooltip';
import { useElementWidth } from './charts/use-element-width';

export type AverageDaysBar = { name: string; days: number };

const ROW_HEIGHT = 40;
const MIN_HEIGHT = 260;
const MARGIN = { top: 4, right: 44, bottom: 24, left: 128 };
const MAX_BAR = 18;
/** Courier names longer than this are cut with an ellipsis; the tooltip has the whole name. */
const NAME_CHARS = 18;

const shortName = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name);

/** One horizontal bar per courier: its average days to deliver. */
export function AverageDaysChart({ bars }: { bars: AverageDaysBar[] }) {
  const theme = useTheme();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  const height = Math.max(MIN_HEIGHT, bars.length * ROW_HEIGHT + 40);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const y = scaleBand<number>()
    .domain(bars.map((_, index) => index))
    .range([0, innerHeight])
    .padding(0.2);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.days))])
    .range([0, innerWidth])
    .nice();
  const barHeight = Math.min(y.bandwidth(), MAX_BAR);
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  const hoveredBar = hovered === null ? null : bars[hovered];

  // The chart fills the card, which its row neighbour (Top 10 Couriers) may make taller.
  return (
    <Box ref={ref} sx={{ position: 'relative', flexGrow: 1, minHeight: height }}>
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label="Average days to deliver by courier">
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {x.ticks(5).map((value) => (
              <g key={value} transform={`translate(${x(value)},0)`}>
                <line y1={0} y2={innerHeight} stroke={theme.palette.divider} />
                <text y={innerHeight + 16} textAnchor="middle" style={tick}>
                  {value}
                </text>
              </g>
            ))}
            {bars.map((bar, index) => {
              const top = y(index)!;
              const middle = top + y.bandwidth() / 2;
              return (
                <g key={bar.name} onMouseEnter={() => setHovered(index)} onMouseLeave={() => setHovered(null)}>
                  <rect x={-MARGIN.left} y={top} width={innerWidth + MARGIN.left} height={y.bandwidth()} fill={hovered === index ? theme.palette.action.hover : 'transparent'} />
                  <text x={-8} y={middle} dy="0.32em" textAnchor="end" style={{ ...tick, fill: theme.palette.text.primary }}>
                    {shortName(bar.name)}
                  </text>
                  <rect x={0} y={middle - barHeight / 2} width={x(bar.days)} height={barHeight} rx={4} fill={theme.palette.primary.main} />
                  <text x={x(bar.days) + 6} y={middle} dy="0.32em" style={tick}>
                    {bar.days.toFixed(2)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      ) : null}
      {hoveredBar && hovered !== null ? (
        <ChartTooltip title={hoveredBar.name} placement={{ x: MARGIN.left + x(hoveredBar.days) / 2, y: MARGIN.top + y(hovered)! + y.bandwidth() / 2, flip: false }}>
          <TooltipRow color={theme.palette.primary.main} name="Average" value={`${hoveredBar.days.toFixed(2)} days`} />
        </ChartTooltip>
      ) : null}
    </Box>
  );
}
