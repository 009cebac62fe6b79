import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';

export type AppliedChip = { key: string; label: string; remove: () => void };

type Props = { chips: readonly AppliedChip[]; onClearAll: () => void };

/** The applied filters, each removable on its own, with Clear all when there are several. */
export function AppliedFilterChips({ chips, onClearAll }: Props) {
  if (chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} role="list" aria-label="Applied filters">
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          role="listitem"
          size="small"
          label={chip.label}
          onDelete={chip.remove}
          deleteIcon={<CancelIcon titleAccess={`Remove ${chip.label}`} />}
          sx={{ bgcolor: 'rgba(31, 95, 191, 0.08)', color: 'primary.dark', fontWeight: 500, maxWidth: '100%' }}
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
