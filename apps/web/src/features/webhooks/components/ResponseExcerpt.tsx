import Box from '@mui/material/Box';

/** How much of an endpoint's answer is shown. */
const EXCERPT_CHARS = 500;

/** The start of an endpoint's response body, as sent (never rendered as HTML). */
export function ResponseExcerpt({ body }: { body: string }) {
  const excerpt = body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}…` : body;
  return (
    <Box
      component="pre"
      aria-label="Response body"
      sx={{ m: 0, p: 1, maxHeight: 160, overflow: 'auto', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {excerpt}
    </Box>
  );
}
