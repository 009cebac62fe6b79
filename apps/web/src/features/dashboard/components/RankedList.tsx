import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type RankedItem = { key: string; label: string; count: number; icon?: ReactNode };

type Props = {
  items: RankedItem[];
  /** Accessible name of the list. */
  label: string;
  /** Items per column from md up; more items flow into further columns. */
  rowsPerColumn?: number;
};

/** A numbered top list: each entry's name, count and a bar relative to the first. */
export function RankedList({ items, label, rowsPerColumn }: Props) {
  const top = Math.max(1, ...items.map((item) => item.count));
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        columnGap: 5,
        rowGap: 1.75,
        gridAutoFlow: { md: rowsPerColumn ? 'column' : 'row' },
        gridAutoColumns: { md: '1fr' },
        gridTemplateRows: { md: rowsPerColumn ? `repeat(${rowsPerColumn}, auto)` : 'none' },
      }}
    >
      {items.map((item, index) => (
        <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ width: 18, textAlign: 'right', flexShrink: 0 }}>
            {index + 1}
          </Typography>
          {item.icon}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography component="span" variant="body2" noWrap>
                {item.label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {item.count}
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={(item.count / top) * 100} aria-hidden sx={{ height: 6, borderRadius: 3 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
