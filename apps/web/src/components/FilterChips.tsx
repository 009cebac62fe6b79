import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';

type FilterChip = { key: string; label: string };

type Props<C extends FilterChip> = {
  chips: readonly C[];
  onRemove: (chip: C) => void;
  onClearAll: () => void;
  /** Given: the chips are a list of that name, and each remove icon says what it removes. */
  listLabel?: string;
  /** How wide a chip may grow before its label is cut short. */
  chipMaxWidth?: number | string;
};

/** The applied filters as chips, each removable on its own, with Clear all when there are several. */
export function FilterChips<C extends FilterChip>({ chips, onRemove, onClearAll, listLabel, chipMaxWidth = 320 }: Props<C>) {
  if (chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} {...(listLabel ? { role: 'list', 'aria-label': listLabel } : {})}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          {...(listLabel ? { role: 'listitem', deleteIcon: <CancelIcon titleAccess={`Remove ${chip.label}`} /> } : {})}
          size="small"
          label={chip.label}
          onDelete={() => onRemove(chip)}
          sx={{ bgcolor: 'rgba(31, 95, 191, 0.08)', color: 'primary.dark', fontWeight: 500, maxWidth: chipMaxWidth }}
        />
      ))}
      {chips.length > 1 ? (
        <Button size="small" onClick={onClearAll} sx={{ minWidth: 0, px: 1 }}>
          Clear all
        </Button>
      ) : null}
    </Box>
  );
}
