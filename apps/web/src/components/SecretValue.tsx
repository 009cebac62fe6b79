import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { maskSecret } from '@/lib/formatting';
import { CopyButton } from './CopyButton';

type Props = {
  label: string;
  value: string;
  /** The flash once copied. */
  copiedMessage: string;
  /** Hidden until the owner asks to see it (a signing secret); a key shown once after its creation is not. */
  concealed?: boolean;
};

/** A key or secret in a monospace box, with reveal (when concealed) and copy buttons. */
export function SecretValue({ label, value, copiedMessage, concealed = false }: Props) {
  const [visible, setVisible] = useState(!concealed);
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', pl: 1.5, pr: 0.5, py: 0.5 }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {visible ? value : maskSecret(value, value.indexOf('_') + 1)}
        </Typography>
        {concealed ? (
          <Tooltip title={visible ? `Hide ${label}` : `Reveal ${label}`}>
            <IconButton size="small" aria-label={visible ? `Hide ${label}` : `Reveal ${label}`} onClick={() => setVisible((shown) => !shown)}>
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : null}
        <CopyButton value={value} message={copiedMessage} label={`Copy ${label}`} />
      </Box>
    </Box>
  );
}
