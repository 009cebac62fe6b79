import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { FilterChip } from '../utils/filter-chips';

type Props = { chips: readonly FilterChip[]; onRemove: (chip: FilterChip) => void; onClearAll: () => void };

/** The applied filters as removable chips, with Clear all when there are several. */
export function FilterChips({ chips, onRemove, onClearAll }: Props) {
  if (chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          size="small"
          onDelete={() => onRemove(chip)}
          sx={{ bgcolor: 'rgba(31, 95, 191, 0.08)', color: 'primary.dark', fontWeight: 500, maxWidth: 320 }}
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
