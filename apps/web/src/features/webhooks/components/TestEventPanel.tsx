import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { WEBHOOK_MESSAGES } from '@trailpost/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSendTestWebhook, type WebhookTestOutcome } from '../api/send-test-webhook';
import { ResponseExcerpt } from './ResponseExcerpt';
import { SectionTitle } from './SectionTitle';

/** Sends a signed test event now and shows what the endpoint answered. */
export function TestEventPanel({ webhookId }: { webhookId: string }) {
  const test = useSendTestWebhook();
  const [outcome, setOutcome] = useState<WebhookTestOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = () => {
    setOutcome(null);
    setFailure(null);
    test.mutate(webhookId, { onSuccess: setOutcome, onError: (error) => setFailure(errorMessage(error)) });
  };

  const result = outcome?.result;
  const summary = result
    ? outcome.message || (result.delivered ? WEBHOOK_MESSAGES.testSent(result.response_code ?? 200) : WEBHOOK_MESSAGES.testFailed(result.error ?? `HTTP ${result.response_code}`))
    : null;
  return (
    <Stack spacing={1.5}>
      <SectionTitle title="Test">Send a signed test event to the endpoint now, and see its answer.</SectionTitle>
      <div>
        <Button
          variant="outlined"
          size="small"
          onClick={send}
          disabled={test.isPending}
          startIcon={test.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Send test event
        </Button>
      </div>
      {result ? (
        <Alert severity={result.delivered ? 'success' : 'error'} aria-label="Test result">
          {summary}
          {result.response_body ? (
            <Box sx={{ mt: 1 }}>
              <ResponseExcerpt body={result.response_body} />
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" aria-label="Test result">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
