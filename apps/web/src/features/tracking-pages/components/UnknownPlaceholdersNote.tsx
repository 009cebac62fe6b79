import Alert from '@mui/material/Alert';
import { MESSAGING_MESSAGES, unknownPlaceholders } from '@trailpost/contracts';

/** Style sheets: their attribute selectors (a[href]) look like placeholders but are not meant as ones. */
const STYLE_BLOCKS = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

/** Bracketed names outside the page's styles that are no placeholder: they are left as typed, which is rarely meant. */
export function unknownPagePlaceholders(html: string): string[] {
  return unknownPlaceholders(html.replace(STYLE_BLOCKS, ''));
}

export function UnknownPlaceholdersNote({ html }: { html: string }) {
  const unknown = unknownPagePlaceholders(html);
  if (unknown.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 0.5, py: 0, '& .MuiAlert-icon': { py: 0.75 } }}>
      {MESSAGING_MESSAGES.unknownPlaceholders(unknown)}
    </Alert>
  );
}
