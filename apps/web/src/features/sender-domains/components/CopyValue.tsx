import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';

/** A labelled DNS value the merchant pastes into its DNS provider, with a copy button. */
export function CopyValue({ label, value, record }: { label: string; value: string; record: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(SENDER_DOMAIN_MESSAGES.copied);
    } catch {
      toast.error('Copying is blocked here: select the text and copy it.');
    }
  };
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
      <Tooltip title={`Copy ${label}`}>
        <IconButton size="small" aria-label={`Copy ${record} ${label}`} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
