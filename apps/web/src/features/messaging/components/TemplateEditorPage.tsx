import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  /** The template list this editor belongs to, one step up the breadcrumb. */
  list: { label: string; path: string };
  maxWidth?: number;
  children: ReactNode;
};

/** A template editor: the breadcrumb Settings > list > editor, its title and its body. */
export function TemplateEditorPage({ title, list, maxWidth = 1200, children }: Props) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          Settings
        </Link>
        <Link component={RouterLink} to={list.path} underline="hover" color="inherit">
          {list.label}
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
