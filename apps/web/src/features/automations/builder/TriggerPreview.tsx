import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TriggerOption } from './trigger-options';

type Props = { title: string; triggers: readonly TriggerOption[]; example: string };

/** Step 1's preview: what the chosen trigger type runs on, and an example rule. */
export function TriggerPreview({ title, triggers, example }: Props) {
  return (
    <Paper variant="outlined" aria-label="Trigger preview" component="aside" sx={{ p: 2.5, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography variant="overline" color="text.secondary">
        Preview
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ m: 0, pl: 2.5 }}>
        {triggers.map((trigger) => (
          <li key={trigger.key}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {trigger.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {trigger.description}
            </Typography>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2, fontStyle: 'italic' }}>
        {example}
      </Typography>
    </Paper>
  );
}
