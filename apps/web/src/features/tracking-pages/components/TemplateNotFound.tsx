import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { LIST_PATH } from '../utils/paths';

/** A template id that names nothing: 404, or 400 for an id that cannot be one. */
export function isTemplateNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.messages.includes(TRACKING_PAGE_MESSAGES.notFound)));
}

/** An editor opened on a template that does not exist (deleted, or another account's). */
export function TemplateNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {TRACKING_PAGE_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        It may have been deleted, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to={LIST_PATH} variant="contained">
        Back to Tracking Pages
      </Button>
    </Paper>
  );
}
