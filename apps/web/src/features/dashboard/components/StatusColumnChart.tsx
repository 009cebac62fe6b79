import { useTheme } from '@mui/material/styles';
import { SHIPMENT_STATUSES, STATUS_LABELS } from '@trailpost/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { STATUS_COLORS } from '@/lib/status-colors';
import { bucketTick, type SummaryRow } from '../utils/chart-data';

/** Stacked columns: one per time bucket, one segment per status in the list's colours. */
export function StatusColumnChart({ rows }: { rows: SummaryRow[] }) {
  const theme = useTheme();
  const axis = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <BarChart responsive data={rows} style={{ width: '100%', height: 340 }} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
      <CartesianGrid vertical={false} stroke={theme.palette.divider} />
      <XAxis dataKey="label" tickFormatter={bucketTick} tick={axis} tickLine={false} axisLine={{ stroke: theme.palette.divider }} minTickGap={12} />
      <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
      <Tooltip labelFormatter={(label) => bucketTick(String(label))} cursor={{ fill: theme.palette.action.hover }} />
      {/* In status order, in the text colour: the dots carry the status colours. */}
      <Legend
        iconType="circle"
        iconSize={9}
        itemSorter={null}
        formatter={(value) => <span style={{ color: theme.palette.text.primary }}>{value}</span>}
        wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
      />
      {SHIPMENT_STATUSES.map((status) => (
        <Bar key={status} dataKey={status} name={STATUS_LABELS[status]} stackId="statuses" fill={STATUS_COLORS[status]} maxBarSize={44} />
      ))}
    </BarChart>
  );
}
