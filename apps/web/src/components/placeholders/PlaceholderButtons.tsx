import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PlaceholderName } from '@trailpost/contracts';
import type { PlaceholderSection } from './placeholder-sections';

type Props = {
  sections: readonly PlaceholderSection[];
  onInsert: (name: PlaceholderName) => void;
  isDisabled?: (name: PlaceholderName) => boolean;
};

/** A button per placeholder under its group's name; shared by the e-mail, SMS and tracking-page editors. */
export function PlaceholderButtons({ sections, onInsert, isDisabled }: Props) {
  return sections.map(({ group, names }) => (
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
            disabled={isDisabled?.(name)}
            // Keeps the focus, and so the cursor, in the field or editor the value goes into.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
            sx={{ textTransform: 'none', py: 0.25 }}
          >
            {name}
          </Button>
        ))}
      </Box>
    </Box>
  ));
}
