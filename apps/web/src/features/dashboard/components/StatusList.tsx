import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { STATUS_LABELS } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { STATUS_COLORS } from '@/lib/status-colors';
import { formatPercentage } from '../utils/format';
import type { StatusShare } from '../utils/status-shares';

type Props = {
  shares: StatusShare[];
  /** The shipment-list address a status row opens. */
  linkFor: (share: StatusShare) => string;
};

/** On wide screens the eight rows stand in two columns of four beside the donut. */
const listSx = {
  flexGrow: 1,
  minWidth: 0,
  width: '100%',
  display: 'grid',
  gridAutoFlow: { lg: 'column' },
  gridTemplateRows: { lg: 'repeat(4, auto)' },
  gridAutoColumns: '1fr',
  columnGap: 4,
  rowGap: 0.5,
} as const;

/** Each status with its count and share; a row opens the list filtered to it. */
export function StatusList({ shares, linkFor }: Props) {
  return (
    <List dense disablePadding aria-label="Shipments by status" sx={listSx}>
      {shares.map((share) => {
        const label = STATUS_LABELS[share.status];
        const percentage = formatPercentage(share.percentage);
        return (
          <ListItem key={share.status} disablePadding>
            {/* Named as one phrase, "Delivered 3 42.86%", rather than three run-together texts. */}
            <ListItemButton
              component={RouterLink}
              to={linkFor(share)}
              aria-label={`${label} ${share.count} ${percentage}`}
              sx={{ borderRadius: 1, py: 0.75, gap: 1.5 }}
            >
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: STATUS_COLORS[share.status], flexShrink: 0 }} />
              <Typography component="span" sx={{ flexGrow: 1 }}>
                {label}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600, minWidth: 48, textAlign: 'right' }}>
                {share.count}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ minWidth: 72, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {percentage}
              </Typography>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
