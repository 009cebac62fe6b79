import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A store's guide: the breadcrumb back to the store choice, the title and the steps. */
export function GuidePage({ store, title, description, children }: { store: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/track_button" underline="hover" color="inherit">
          Track Button
        </Link>
        <Typography color="text.primary">{store}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}
