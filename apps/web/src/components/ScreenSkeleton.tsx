import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Drawn while a screen's code loads: the outline of a title and a card, never a blank area. */
export function ScreenSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width={220} height={36} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
