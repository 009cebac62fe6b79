import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TRACKING_PAGE_PLACEHOLDER_GROUPS, type PlaceholderName } from '@trailpost/contracts';
import { useId } from 'react';

/** The groups in the panel's order (part 2 §2.10): Order, Organization, Tracking. */
const GROUPS = (Object.keys(TRACKING_PAGE_PLACEHOLDER_GROUPS) as (keyof typeof TRACKING_PAGE_PLACEHOLDER_GROUPS)[]).map((group) => ({
  group,
  names: TRACKING_PAGE_PLACEHOLDER_GROUPS[group],
}));

/** Insert Values: a button per placeholder, by group; each puts its bracketed name at the editor's cursor. */
export function InsertValuesPanel({ onInsert }: { onInsert: (name: PlaceholderName) => void }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Insert Values
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Goes in at the cursor of the HTML, and is filled in with the shipment's details when a customer opens the page.
      </Typography>
      {GROUPS.map(({ group, names }) => (
        <Box key={group} sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 2 }}>
            {group}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {names.map((name) => (
              <Button
                key={name}
                size="small"
                variant="outlined"
                aria-label={`Insert ${name}`}
                // Keeps the focus, and so the cursor, in the editor.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(name)}
                sx={{ textTransform: 'none', py: 0.25 }}
              >
                {name}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
