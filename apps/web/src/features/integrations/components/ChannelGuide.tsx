import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CATALOGUE_PATH } from '../utils/paths';

type Props = {
  /** A paragraph before the steps, or instead of them. */
  intro?: ReactNode;
  steps?: readonly string[];
  /** The way on: NEXT to a form, or a link to the platform's app store. CANCEL to the catalogue follows it. */
  next: ReactNode;
};

/** How to connect a channel: its text and numbered steps, then the way on or CANCEL back to the catalogue. */
export function ChannelGuide({ intro, steps = [], next }: Props) {
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        How to connect
      </Typography>
      {intro ? <Typography variant="body2">{intro}</Typography> : null}
      {steps.length > 0 ? (
        <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, mt: intro ? 1.5 : 0, pl: 3, display: 'grid', gap: 1.25 }}>
          {steps.map((step) => (
            <Typography component="li" key={step} variant="body2">
              {step}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {next}
        <Button component={RouterLink} to={CATALOGUE_PATH} color="inherit">
          CANCEL
        </Button>
      </Box>
    </Paper>
  );
}
