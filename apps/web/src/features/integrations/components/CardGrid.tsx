import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards that wrap: one a row on a phone, up to four on a wide screen. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', listStyle: 'none', p: 0, m: 0 }}
    >
      {children}
    </Box>
  );
}
