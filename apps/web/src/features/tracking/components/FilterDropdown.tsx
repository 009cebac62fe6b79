import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useState, type ReactNode } from 'react';

type Props = {
  label: string;
  /** How many values of this filter are applied; shown on the button. */
  count: number;
  open: boolean;
  onToggle: () => void;
  /** Closing without APPLY (click outside, Escape) restores the applied values. */
  onCancel: () => void;
  children: ReactNode;
};

/** A filter button and its dropdown. The parent keeps one dropdown open at a time. */
export function FilterDropdown({ label, count, open, onToggle, onCancel, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const applied = count > 0;
  return (
    <>
      <Button
        ref={setAnchor}
        size="small"
        variant="outlined"
        color={applied ? 'primary' : 'inherit'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onToggle}
        endIcon={<ArrowDropDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{
          borderColor: applied ? 'primary.main' : 'divider',
          bgcolor: applied ? 'rgba(31, 95, 191, 0.06)' : 'background.paper',
          color: applied ? 'primary.main' : 'text.primary',
          fontWeight: 500,
          px: 1.5,
          height: 36,
          whiteSpace: 'nowrap',
        }}
      >
        {applied ? `${label} (${count})` : label}
      </Button>
      <Popper open={open && anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={onCancel}>
          <Paper
            role="dialog"
            aria-label={label}
            elevation={8}
            sx={{ mt: 0.75, width: 300, borderRadius: 2, overflow: 'hidden' }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onCancel();
            }}
          >
            {children}
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
