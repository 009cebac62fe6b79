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
  /** Drawn before the title (a logo). */
  icon?: ReactNode;
  /** Controls on the title's line, at its end (a switch, a status). */
  actions?: ReactNode;
  maxWidth: number;
  children: ReactNode;
};

/** A screen below others (an editor, a guide): the breadcrumb back up, its title and its body. */
export function BreadcrumbPage({ trail, title, current = title, description, icon, actions, maxWidth, children }: Props) {
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1, mb: description ? 0.5 : 2 }}>
        {icon}
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
