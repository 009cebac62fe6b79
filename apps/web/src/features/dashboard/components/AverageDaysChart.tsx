import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

export type AverageDaysBar = { name: string; days: number };

const ROW_HEIGHT = 40;
const MIN_HEIGHT = 260;

/** One horizontal bar per courier: its average days to deliver. */
export function AverageDaysChart({ bars }: { bars: AverageDaysBar[] }) {
  const theme = useTheme();
  const tick = { fontSize: 12, fill: theme.palette.text.secondary };
  // The chart fills the card, which its row neighbour (Top 10 Couriers) may make taller.
  return (
    <Box sx={{ position: 'relative', flexGrow: 1, minHeight: Math.max(MIN_HEIGHT, bars.length * ROW_HEIGHT + 40) }}>
      <BarChart
        responsive
        layout="vertical"
        data={bars}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} stroke={theme.palette.divider} />
        <XAxis type="number" allowDecimals tick={tick} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="name" width={120} tick={{ ...tick, fill: theme.palette.text.primary }} tickLine={false} axisLine={false} />
        <Tooltip formatter={(value) => [`${Number(value).toFixed(2)} days`, 'Average']} cursor={{ fill: theme.palette.action.hover }} />
        <Bar dataKey="days" fill={theme.palette.primary.main} radius={[0, 4, 4, 0]} maxBarSize={18}>
          <LabelList dataKey="days" position="right" formatter={(value) => Number(value).toFixed(2)} style={{ fontSize: 12, fill: theme.palette.text.secondary }} />
        </Bar>
      </BarChart>
    </Box>
  );
}
