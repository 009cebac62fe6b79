import Box from '@mui/material/Box';
import { SHIPMENT_STATUSES, STATUS_LABELS } from '@trailpost/contracts';
import { STATUS_COLORS } from '@/lib/status-colors';

/** The statuses in list order, each with its colour's dot (the text keeps the text colour). */
export function StatusLegend() {
  return (
    <Box component="ul" aria-label="Statuses" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5, rowGap: 0.5, listStyle: 'none', m: 0, p: 0, pt: 1, fontSize: 13 }}>
      {SHIPMENT_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <span aria-hidden style={{ width: 9, height: 9, borderRadius: '50%', background: STATUS_COLORS[status] }} />
          {STATUS_LABELS[status]}
        </Box>
      ))}
    </Box>
  );
}
