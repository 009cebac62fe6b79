import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActiveSession } from '@trailpost/contracts';
import { PageLoader } from '@/components/PageLoader';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSignOut } from '@/lib/sign-out';
import { formatZonedDateTime } from '@/lib/zoned-date';
import type { DateFormat } from '@trailpost/contracts';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeDevice } from './describe-device';
import { HiddenHeaderCell } from '@/components/HiddenHeaderCell';

type Props = { timeZone: string; dateFormat: DateFormat };

/** Where the user is signed in, with a sign-out for each other browser or client. */
export function ActiveSessions({ timeZone, dateFormat }: Props) {
  const toast = useToast();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const { logoutEverywhere, pending: signingOut } = useSignOut();

  const signOut = (session: ActiveSession) =>
    revoke.mutate(session._id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  let body;
  if (sessions.isPending) body = <PageLoader />;
  else if (sessions.isError) body = <Alert severity="error">{errorMessage(sessions.error)}</Alert>;
  else
    body = (
      <TableContainer>
        <Table size="small" aria-label="Active sessions">
          <TableHead>
            <TableRow>
              <TableCell>Device</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Signed in</TableCell>
              <TableCell>Last active</TableCell>
              <HiddenHeaderCell align="right" label="Sign out" />
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data.map((session) => (
              <TableRow key={session._id}>
                <TableCell>
                  {describeDevice(session.user_agent)}
                  {session.current ? <Chip label="This browser" size="small" color="primary" variant="outlined" sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell>{session.ip ?? '-'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedDateTime(session.created_at, dateFormat, timeZone)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedDateTime(session.last_used_at, dateFormat, timeZone)}</TableCell>
                <TableCell align="right">
                  {session.current ? null : (
                    <Button size="small" color="error" disabled={revoke.isPending} onClick={() => signOut(session)}>
                      Sign out
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          Active sessions
        </Typography>
        <Button size="small" color="error" variant="outlined" disabled={signingOut} onClick={logoutEverywhere}>
          Sign out everywhere
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Browsers and API clients signed in as you. Sign out any you do not recognise, then change your password.
      </Typography>
      {body}
    </Paper>
  );
}
