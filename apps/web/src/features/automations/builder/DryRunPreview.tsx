import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutomationDryRunView } from '@trailpost/contracts';

type Preview = NonNullable<AutomationDryRunView['preview']>;

/**
 * The message the first match would get. The e-mail's HTML goes in a sandboxed frame with no
 * rights at all (no scripts, no forms, no same-origin), so merchant HTML cannot reach the app.
 */
export function DryRunPreview({ preview }: { preview: Preview }) {
  return (
    <Stack spacing={1} component="section" aria-label="Message preview">
      <Typography variant="subtitle2">{preview.type === 'EMAIL' ? 'E-mail the first match would get' : 'SMS the first match would get'}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        To: {preview.to.join(', ') || 'no address on this shipment'}
      </Typography>
      {preview.type === 'EMAIL' ? (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Subject: <strong>{preview.subject}</strong>
          </Typography>
          <Box
            component="iframe"
            title="E-mail preview"
            sandbox=""
            srcDoc={preview.html}
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </>
      ) : (
        <Paper variant="outlined" aria-label="SMS text" sx={{ p: 1.5, borderRadius: 3, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 360 }}>
          {preview.body}
        </Paper>
      )}
    </Stack>
  );
}
