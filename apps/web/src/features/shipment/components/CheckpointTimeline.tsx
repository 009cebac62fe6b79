import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ShipmentDetail } from '@trailpost/contracts';
import { useState } from 'react';
import { formatUserDate } from '../utils/dates';
import { checkpointColor, checkpointLabel } from '../utils/status-style';

type Checkpoint = ShipmentDetail['trackings']['checkpoints'][number];

export const AWAITING_UPDATES = 'Awaiting for Updates from Courier';

function CheckpointText({ checkpoint }: { checkpoint: Checkpoint }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {checkpoint.message || checkpointLabel(checkpoint.tag)}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {[checkpointLabel(checkpoint.tag), checkpoint.location || '-'].join(' · ')}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {formatUserDate(checkpoint.checkpoint_time)}
      </Typography>
    </Box>
  );
}

/** One step of the timeline: a dot in the status colour, joined to the next by a line. */
function TimelineStep({ checkpoint, last }: { checkpoint: Checkpoint; last: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: checkpointColor(checkpoint.tag), flexShrink: 0 }} />
        {last ? null : <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <CheckpointText checkpoint={checkpoint} />
      </Box>
    </Box>
  );
}

/** The latest checkpoint; MORE DETAILS continues the timeline with the older ones (newest first). */
export function CheckpointTimeline({ checkpoints }: { checkpoints: Checkpoint[] }) {
  const [expanded, setExpanded] = useState(false);

  if (checkpoints.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {AWAITING_UPDATES}
        </Typography>
      </Paper>
    );
  }

  const shown = expanded ? checkpoints : checkpoints.slice(0, 1);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 2 }}>
        Latest Update
      </Typography>
      <Box component="ol" aria-label="Checkpoints" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
        {shown.map((checkpoint, index) => (
          <TimelineStep key={`${checkpoint.checkpoint_time ?? ''}-${index}`} checkpoint={checkpoint} last={index === shown.length - 1} />
        ))}
      </Box>
      {checkpoints.length > 1 ? (
        <Button size="small" onClick={() => setExpanded((open) => !open)} sx={{ mt: 1, ml: -1 }} aria-expanded={expanded}>
          {expanded ? 'LESS DETAILS' : 'MORE DETAILS'}
        </Button>
      ) : null}
    </Paper>
  );
}
