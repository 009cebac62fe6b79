import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** The screens above this one, outermost first, each a link in the breadcrumb. */
  trail: readonly { label: string; path: string }[];
  title: string;
  /** The breadcrumb's last, unlinked step; the title when not given. */
  current?: string;
  /** One line under the title saying what the screen is for. */
  description?: ReactNode;
  maxWidth: number;
  children: ReactNode;
};

/** A screen below others (an editor, a guide): the breadcrumb back up, its title and its body. */
export function BreadcrumbPage({ trail, title, current = title, description, maxWidth, children }: Props) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        {trail.map(({ label, path }) => (
          <Link key={path} component={RouterLink} to={path} underline="hover" color="inherit">
            {label}
          </Link>
        ))}
        <Typography color="text.primary">{current}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
