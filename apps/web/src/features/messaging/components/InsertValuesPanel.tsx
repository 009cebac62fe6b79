import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlaceholderName } from '@trailpost/contracts';
import { useId } from 'react';
import { PlaceholderButtons } from './PlaceholderButtons';
import { ALL_SECTIONS, isMarkupPlaceholder } from './placeholder-sets';

export type InsertTarget = 'subject' | 'body';

type Props = { target: InsertTarget; onInsert: (name: PlaceholderName) => void };

/**
 * Insert Values: the placeholders by group, each put at the cursor of the body, or of the
 * subject when that was the last field in use. Logos and the timeline are markup: body only.
 */
export function InsertValuesPanel({ target, onInsert }: Props) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Insert Values
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Goes in at the cursor of the <strong>{target === 'subject' ? 'Subject' : 'email body'}</strong>, and is filled in for each shipment when the e-mail is sent.
      </Typography>
      <PlaceholderButtons sections={ALL_SECTIONS} onInsert={onInsert} isDisabled={(name) => target === 'subject' && isMarkupPlaceholder(name)} />
    </Paper>
  );
}
