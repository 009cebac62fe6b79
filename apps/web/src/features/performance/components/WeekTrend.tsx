import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { PerformanceWeek } from '@trailpost/contracts';
import { formatCount, formatPct } from '../utils/format';

const WIDTH = 112;
const HEIGHT = 28;

/** What a week's bar says when pointed at, and what a screen reader reads for the whole trend. */
export const weekText = (week: PerformanceWeek) =>
  `Week of ${week.week}: ${formatCount(week.shipments)} shipments, ${formatPct(week.delivered_pct)} delivered, ${formatPct(week.on_time_pct)} on time`;

/**
 * The trend by week in a table cell: a bar per week as tall as its shipments, and a line
 * through the weeks' on-time % (left out for weeks without a date shown).
 */
export function WeekTrend({ weeks }: { weeks: PerformanceWeek[] }) {
  const theme = useTheme();
  const most = Math.max(1, ...weeks.map((week) => week.shipments));
  const step = WIDTH / Math.max(1, weeks.length);
  const bar = Math.max(2, step - 2);
  const points = weeks.flatMap((week, i) =>
    week.on_time_pct === null ? [] : [`${(i * step + step / 2).toFixed(1)},${(HEIGHT - 2 - (week.on_time_pct / 100) * (HEIGHT - 4)).toFixed(1)}`],
  );
  return (
    <Box component="svg" role="img" aria-label={weeks.map(weekText).join('; ')} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} sx={{ width: WIDTH, height: HEIGHT, display: 'block' }}>
      {weeks.map((week, i) => {
        const height = week.shipments === 0 ? 0 : Math.max(2, (week.shipments / most) * (HEIGHT - 4));
        return (
          <rect key={week.week} x={i * step + 1} y={HEIGHT - height} width={bar} height={height} rx={1} fill={theme.palette.primary.light} opacity={0.45}>
            <title>{weekText(week)}</title>
          </rect>
        );
      })}
      {points.length > 1 ? <polyline points={points.join(' ')} fill="none" stroke={theme.palette.success.main} strokeWidth={1.5} /> : null}
    </Box>
  );
}
