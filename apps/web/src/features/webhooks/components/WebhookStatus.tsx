import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { WebhookView } from '@trailpost/contracts';

type Props = { webhook: WebhookView; activating: boolean; onActivate: () => void };

/** Active or Inactive (part 2 §4); an inactive webhook offers its Activate link. */
export function WebhookStatus({ webhook, activating, onActivate }: Props) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" label={webhook.active ? 'Active' : 'Inactive'} color={webhook.active ? 'success' : 'default'} />
      {webhook.active ? null : (
        <Link component="button" type="button" onClick={onActivate} disabled={activating} aria-label={`Activate ${webhook.endpoint_url}`}>
          Activate
        </Link>
      )}
    </Stack>
  );
}
