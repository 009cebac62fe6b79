import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { PlaceholderName } from '@trailpost/contracts';
import { PlaceholderButtons } from '@/components/placeholders/PlaceholderButtons';
import { TEXT_SECTIONS } from './placeholder-sets';

/** The SMS editor's accordion of placeholders (text ones only), each put at the body's cursor. */
export function SmsInsertValues({ onInsert }: { onInsert: (name: PlaceholderName) => void }) {
  return (
    // Its heading sits right under the page's h1 (MUI's default h3 would skip a level).
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          Insert values
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <PlaceholderButtons sections={TEXT_SECTIONS} onInsert={onInsert} />
      </AccordionDetails>
    </Accordion>
  );
}
