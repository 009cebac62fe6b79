import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';

/** An editor opened on a template that does not exist (deleted, or another account's). */
export function TemplateNotFound({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {MESSAGING_MESSAGES.templateNotFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        It may have been deleted, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to={listPath} variant="contained">
        Back to {listLabel}
      </Button>
    </Paper>
  );
}
