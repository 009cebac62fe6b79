import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/formatting';
import type { OutboxMessage } from '../api/get-outbox';
import { LinkifiedText } from './LinkifiedText';

/** Text of an e-mail; falls back to its HTML stripped of tags. */
function bodyText(message: OutboxMessage): string {
  if (message.text) return message.text;
  if (!message.html) return '';
  const doc = new DOMParser().parseFromString(message.html, 'text/html');
  const links = Array.from(doc.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
  const text = doc.body.textContent ?? '';
  return [text.trim(), ...links.filter((href) => !text.includes(href))].filter(Boolean).join('\n');
}

export function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {message.subject}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            To {message.to} · {formatDateTime(message.created_at)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <LinkifiedText text={bodyText(message)} />
      </AccordionDetails>
    </Accordion>
  );
}
