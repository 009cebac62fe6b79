import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LIST_PATH } from '../utils/paths';

/** The editor's frame: the breadcrumb back to the list, the title and the form. */
export function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={LIST_PATH} underline="hover" color="inherit">
          Tracking Pages
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
