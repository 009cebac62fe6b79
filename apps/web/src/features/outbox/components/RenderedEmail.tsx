import Box from '@mui/material/Box';

/**
 * An e-mail's HTML as a mail client shows it. The frame is sandboxed without scripts or same
 * origin, so the message can neither run code nor reach the app (which also hides its height:
 * the frame has a fixed one and the reader can drag it taller).
 */
export function RenderedEmail({ subject, html }: { subject: string; html: string }) {
  return (
    <Box
      component="iframe"
      title={`E-mail: ${subject}`}
      sandbox=""
      srcDoc={html}
      sx={{ display: 'block', width: '100%', height: 520, resize: 'vertical', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
}
