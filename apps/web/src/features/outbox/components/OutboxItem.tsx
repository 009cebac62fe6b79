import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/formatting';
import type { OutboxMessage } from '../api/get-outbox';
import { LinkifiedText } from './LinkifiedText';
import { RenderedEmail } from './RenderedEmail';

/** Text of an e-mail; falls back to its HTML stripped of tags. */
function bodyText(message: OutboxMessage): string {
  if (message.text) return message.text;
  if (!message.html) return '';
  const doc = new DOMParser().parseFromString(message.html, 'text/html');
  const links = Array.from(doc.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
  const text = doc.body.textContent ?? '';
  return [text.trim(), ...links.filter((href) => !text.includes(href))].filter(Boolean).join('\n');
}

function envelopeLine(message: OutboxMessage): string {
  const parts = [`To ${message.to}`];
  if (message.cc.length) parts.push(`Cc ${message.cc.join(', ')}`);
  if (message.from) parts.push(`From ${message.from}`);
  if (message.reply_to) parts.push(`Reply-To ${message.reply_to}`);
  return [...parts, formatDateTime(message.created_at)].join(' · ');
}

export function OutboxItem({ message }: { message: OutboxMessage }) {
  const sms = message.channel === 'sms';
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction="row" spacing={1} sx={{ minWidth: 0, flex: 1, alignItems: 'center' }}>
          <Chip size="small" label={sms ? 'SMS' : 'E-mail'} color={sms ? 'secondary' : 'default'} sx={{ flexShrink: 0 }} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {sms ? message.text : message.subject}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {envelopeLine(message)}
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {message.error ? (
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            {message.error}
          </Typography>
        ) : null}
        {message.html ? <RenderedEmail subject={message.subject} html={message.html} /> : <LinkifiedText text={bodyText(message)} />}
      </AccordionDetails>
    </Accordion>
  );
}
