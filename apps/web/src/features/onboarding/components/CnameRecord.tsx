import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { CopyButton } from '@/components/CopyButton';

function Value({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid={`cname-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </Typography>
      </Box>
      {label === 'Type' ? null : <CopyButton value={value} message={SENDER_DOMAIN_MESSAGES.copied} label={`Copy ${label}`} />}
    </Box>
  );
}

/** The DNS record the merchant adds at its domain provider: the custom domain as a CNAME of the platform host. */
export function CnameRecord({ host, target }: { host: string; target: string }) {
  return (
    <Box
      role="group"
      aria-label="CNAME record"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '80px minmax(0, 1fr) minmax(0, 1fr)' }, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Value label="Type" value="CNAME" />
      <Value label="Host" value={host} />
      <Value label="Points to" value={target} />
    </Box>
  );
}
