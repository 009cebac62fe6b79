import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Shown for any address the app does not know. */
export function NotFoundRoute() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}
    >
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        Page Not Found.
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
        The page you are looking for does not exist (error 404). It may have been moved, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home page
      </Button>
    </Box>
  );
}
