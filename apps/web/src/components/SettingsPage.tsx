import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  /** One line under the title saying what the screen is for. */
  description?: ReactNode;
  /** Buttons on the title's line (an add icon, say). */
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
};

/** A settings screen: the breadcrumb back to /settings (part 2 §2.1), its title and its body. */
export function SettingsPage({ title, description, actions, maxWidth = 960, children }: Props) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          Settings
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: description ? 0.5 : 2 }}>
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
