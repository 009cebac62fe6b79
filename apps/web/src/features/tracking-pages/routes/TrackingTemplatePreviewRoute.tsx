import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TRACKING_PAGE_MESSAGES } from '@trailpost/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useTrackingTemplate } from '../api/get-tracking-template';
import { useTrackingTemplatePreview } from '../api/preview-tracking-template';
import { isTemplateNotFound } from '../components/TemplateNotFound';
import { PreviewFrame } from '../components/PreviewFrame';
import { LIST_PATH } from '../utils/paths';
import { announceReady, previewBodyOf } from '../utils/preview-channel';

/** How long a tab opened by the editor waits for its HTML before showing the saved template instead. */
export const PREVIEW_WAIT_MS = 5000;

export const NOTHING_TO_PREVIEW = 'Nothing to preview: open the preview from a tracking-page template.';

/** The window that opened this tab, when it is one of ours (same origin); null otherwise. */
function editorWindow(): Window | null {
  try {
    return window.opener && (window.opener as Window).location.origin === window.location.origin ? (window.opener as Window) : null;
  } catch {
    return null; // Another origin's window: reading its location throws.
  }
}

/**
 * /custom_tracking_page/preview and /preview/{id}, full page without the menu (part 2 §2.10):
 * the HTML the editor sends by window message, or, opened from the list or reloaded, the saved
 * template, rendered by the server with sample values.
 */
export function TrackingTemplatePreviewRoute() {
  const { id } = useParams();
  const [opener] = useState(editorWindow);
  const [sent, setSent] = useState<string | null>(null);
  const [waited, setWaited] = useState(opener === null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const body = previewBodyOf(event, opener);
      if (body !== null) setSent(body);
    };
    window.addEventListener('message', onMessage);
    if (opener) announceReady(opener);
    const timer = window.setTimeout(() => setWaited(true), PREVIEW_WAIT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [opener]);

  const saved = useTrackingTemplate(id ?? null, sent === null && waited);
  const body = sent ?? saved.data?.body ?? null;
  const preview = useTrackingTemplatePreview(body);

  let content;
  if (preview.isSuccess) content = <PreviewFrame html={preview.data} />;
  else if (preview.isError) content = <Problem text={errorMessage(preview.error)} />;
  else if (body !== null || !waited || (id && saved.isPending)) content = <PageLoader />;
  else if (id && isTemplateNotFound(saved.error)) content = <Problem text={TRACKING_PAGE_MESSAGES.notFound} />;
  else if (id && saved.isError) content = <Problem text={errorMessage(saved.error)} />;
  else content = <Problem severity="info" text={NOTHING_TO_PREVIEW} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography variant="body2" color="text.secondary">
          <strong>Preview</strong> · filled with sample data
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        {content}
      </Box>
    </Box>
  );
}

function Problem({ text, severity = 'error' }: { text: string; severity?: 'error' | 'info' }) {
  return (
    <Box sx={{ p: 3, maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Alert severity={severity} action={<Link component={RouterLink} to={LIST_PATH}>Tracking Pages</Link>}>
        {text}
      </Alert>
    </Box>
  );
}
