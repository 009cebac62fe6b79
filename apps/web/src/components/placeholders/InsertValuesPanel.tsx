import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlaceholderName } from '@trailpost/contracts';
import { useId, type ReactNode } from 'react';
import { PlaceholderButtons } from './PlaceholderButtons';
import type { PlaceholderSection } from './placeholder-sections';

type Props = {
  /** Where the value goes and what fills it in: the one text that differs between editors. */
  description: ReactNode;
  sections: readonly PlaceholderSection[];
  onInsert: (name: PlaceholderName) => void;
  isDisabled?: (name: PlaceholderName) => boolean;
};

/** The Insert Values panel beside a template editor (e-mail and tracking page): a labelled section of placeholder buttons. */
export function InsertValuesPanel({ description, sections, onInsert, isDisabled }: Props) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Insert Values
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      <PlaceholderButtons sections={sections} onInsert={onInsert} isDisabled={isDisabled} />
    </Paper>
  );
}
