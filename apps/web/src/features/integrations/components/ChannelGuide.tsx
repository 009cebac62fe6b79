import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CATALOGUE_PATH } from '../utils/paths';

type Props = { steps: readonly string[]; onNext: () => void };

/** The numbered steps to get a channel's credentials, then NEXT to the form or CANCEL to the catalogue. */
export function ChannelGuide({ steps, onNext }: Props) {
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        How to connect
      </Typography>
      <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25 }}>
        {steps.map((step) => (
          <Typography component="li" key={step} variant="body2">
            {step}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button variant="contained" onClick={onNext}>
          NEXT
        </Button>
        <Button component={RouterLink} to={CATALOGUE_PATH} color="inherit">
          CANCEL
        </Button>
      </Box>
    </Paper>
  );
}
