import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** CANCEL and APPLY at the foot of a filter dropdown. */
export function PanelActions({ onApply, onCancel, applyDisabled = false }: { onApply: () => void; onCancel: () => void; applyDisabled?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
      <Button size="small" color="inherit" onClick={onCancel}>
        CANCEL
      </Button>
      <Button size="small" variant="contained" onClick={onApply} disabled={applyDisabled} disableElevation>
        APPLY
      </Button>
    </Stack>
  );
}
