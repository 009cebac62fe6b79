import Box from '@mui/material/Box';

/**
 * The rendered page, drawn in a frame sandboxed without scripts or same origin: whatever the
 * merchant's HTML holds can neither run nor reach the app.
 */
export function PreviewFrame({ html }: { html: string }) {
  return <Box component="iframe" title="Tracking page preview" sandbox="" srcDoc={html} sx={{ display: 'block', flexGrow: 1, width: '100%', border: 0, bgcolor: 'common.white' }} />;
}
