import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/PageLoader';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { OutboxItem } from '../components/OutboxItem';

const NO_LOCAL_OUTBOX = 'E-mail and SMS are sent through their providers; there is no local outbox.';

/** The e-mails and SMS the server kept instead of sending, newest first. */
export function OutboxRoute() {
  const outbox = useOutbox();

  let content;
  if (outbox.isPending) content = <PageLoader />;
  else if (outbox.isError) {
    content =
      outbox.error instanceof ApiError && outbox.error.status === 404 ? (
        <Alert severity="info">{NO_LOCAL_OUTBOX}</Alert>
      ) : (
        <Alert severity="error">{errorMessage(outbox.error)}</Alert>
      );
  } else if (outbox.data.length === 0) content = <Typography sx={{ color: 'text.secondary' }}>No messages yet.</Typography>;
  else {
    const messages = [...outbox.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
    content = (
      <Stack spacing={1}>
        {messages.map((message) => (
          <OutboxItem key={message._id} message={message} />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ maxWidth: 860, mx: 'auto', p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Outbox
      </Typography>
      {content}
    </Box>
  );
}
