import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** The API's not-found message, so the screen says what the server says. */
  message: string;
  /** The list to go back to: its path and the name the button gives it. */
  list: { label: string; path: string };
};

/** An editor opened on something that does not exist (deleted, or another account's), with the way back to its list. */
export function NotFoundCard({ message, list }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        It may have been deleted, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to={list.path} variant="contained">
        {`Back to ${list.label}`}
      </Button>
    </Paper>
  );
}
