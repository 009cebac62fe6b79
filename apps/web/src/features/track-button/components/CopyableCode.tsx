import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useCopyCode } from './copy-code';

/** Code shown as it will be pasted; a click (or Enter) anywhere on it copies it. */
export function CopyableCode({ code, label }: { code: string; label: string }) {
  const copy = useCopyCode();
  return (
    <ButtonBase
      onClick={() => void copy(code)}
      aria-label={label}
      focusRipple
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
        '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
      }}
    >
      <Box component="pre" sx={{ m: 0, p: 1.5, pr: 5, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {code}
      </Box>
      <Typography component="span" variant="caption" color="primary" sx={{ position: 'absolute', top: 8, right: 8, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ContentCopyIcon fontSize="inherit" /> Copy
      </Typography>
    </ButtonBase>
  );
}
