import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const NO_ACCESS_TEXT = "Guess you don't have access to this module. Check with your admin for more details.";

/** Shown in place of a screen the sub-user's role does not open. */
export function NoAccess() {
  return (
    <Box sx={{ py: 8, px: 3, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{NO_ACCESS_TEXT}</Typography>
    </Box>
  );
}
