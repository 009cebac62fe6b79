import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  number: number;
  title: string;
  done: boolean;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  onDone: () => void;
  children: ReactNode;
};

/** One collapsible step of a guide: a tick once its Done button is pressed. */
export function GuideStep({ number, title, done, expanded, onToggle, onDone, children }: Props) {
  const id = `guide-step-${number}`;
  return (
    // Steps sit right under the page's h1: MUI's default h3 would skip a level.
    <Accordion expanded={expanded} onChange={(_event, open) => onToggle(open)} disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {done ? (
            <CheckCircleIcon color="success" titleAccess="Done" />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" titleAccess="Not done yet" />
          )}
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {`Step ${number}: ${title}`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {children}
          <div>
            <Button variant={done ? 'outlined' : 'contained'} color={done ? 'success' : 'primary'} aria-pressed={done} onClick={onDone}>
              Done
            </Button>
          </div>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
