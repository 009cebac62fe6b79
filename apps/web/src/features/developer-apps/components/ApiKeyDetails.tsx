import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { SecretValue } from '@/components/SecretValue';
import { API_DOCS_URL } from '@/lib/external-links';
import { useFormatDateTime } from '@/lib/use-format-date-time';

/** The view mode of the drawer: the whole key with a copy button, and how to send it. */
export function ApiKeyDetails({ apiKey }: { apiKey: ApiKeyView }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="caption" color="text.secondary" component="div">
          Key Name
        </Typography>
        <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {apiKey.token_name}
        </Typography>
      </div>
      <SecretValue label="API Key" value={apiKey.token} copiedMessage={API_KEY_MESSAGES.copied} />
      <Typography variant="body2" color="text.secondary">
        Created {formatDateTime(apiKey.created_at)} · {apiKey.last_used_at ? `Last used ${formatDateTime(apiKey.last_used_at)}` : 'Never used'}
      </Typography>
      <Alert severity="info">
        Send it with every call as <code>Authorization: Bearer &lt;key&gt;</code>. Whoever holds it acts as you: keep it out of code others can read, and
        refresh it if it leaks. See the{' '}
        <Link href={API_DOCS_URL} target="_blank" rel="noopener">
          API documentation
        </Link>
        .
      </Alert>
    </Stack>
  );
}
