import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ColumnKey, ColumnVisibility } from '../utils/columns';

type Props = {
  open: boolean;
  columns: readonly { key: ColumnKey; label: string }[];
  visibility: ColumnVisibility;
  onChange: (visibility: ColumnVisibility) => void;
  onClose: () => void;
};

/** Right-hand drawer to show or hide list columns; at least one column stays shown. */
export function ColumnChooser({ open, columns, visibility, onChange, onClose }: Props) {
  const shownCount = columns.filter((column) => visibility[column.key] !== false).length;
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 300, display: 'flex', flexDirection: 'column', height: '100%' }} role="dialog" aria-label="Columns">
        <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: 18 }}>
            Columns
          </Typography>
          <IconButton aria-label="Close" onClick={onClose} edge="end">
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2.5, py: 1 }}>
          {columns.map((column) => {
            const checked = visibility[column.key] !== false;
            return (
              <FormControlLabel
                key={column.key}
                sx={{ display: 'flex', mx: 0, py: 0.25 }}
                label={column.label}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    disabled={checked && shownCount === 1}
                    onChange={(event) => onChange({ ...visibility, [column.key]: event.target.checked })}
                  />
                }
              />
            );
          })}
        </Box>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 2.5, py: 1.5 }}>
          <Button onClick={() => onChange({})}>Show all</Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
