import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { CopyButton } from '@/components/CopyButton';

/** A labelled DNS value the merchant pastes into its DNS provider, with a copy button. */
export function CopyValue({ label, value, record }: { label: string; value: string; record: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid={`${record}-${label.toLowerCase()}`}>
          {value}
        </Typography>
      </Box>
      <CopyButton value={value} message={SENDER_DOMAIN_MESSAGES.copied} label={`Copy ${record} ${label}`} />
    </Box>
  );
}
