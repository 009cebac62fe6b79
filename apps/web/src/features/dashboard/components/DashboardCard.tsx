import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  /** The card's pickers, shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled dashboard card; a region named by its title. */
export function DashboardCard({ title, actions, children }: Props) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          px: 2.5,
          py: 1.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box> : null}
      </Box>
      <Box sx={{ p: 2.5, flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}
