import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CATALOGUE_PATH, LIST_PATH } from '../utils/paths';

const TABS = [
  { label: 'All', path: CATALOGUE_PATH },
  { label: 'Manage Integrations', path: LIST_PATH },
] as const;

type Props = { tab: (typeof TABS)[number]['path']; title: string; children: ReactNode };

/** The integrations screens: the side tabs (above the content on a phone), the heading and the content. */
export function IntegrationsLayout({ tab, title, children }: Props) {
  const beside = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 } }}>
      <Tabs
        value={tab}
        orientation={beside ? 'vertical' : 'horizontal'}
        aria-label="Integrations"
        variant="scrollable"
        sx={{
          flexShrink: 0,
          width: { md: 220 },
          borderRight: { md: 1 },
          borderBottom: { xs: 1, md: 0 },
          // Per breakpoint, like the borders above, so that it comes after them in each media query.
          borderColor: { xs: 'divider', md: 'divider' },
          '& .MuiTab-root': { alignItems: { md: 'flex-start' } },
        }}
      >
        {TABS.map(({ label, path }) => (
          <Tab key={path} label={label} value={path} component={RouterLink} to={path} />
        ))}
      </Tabs>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
