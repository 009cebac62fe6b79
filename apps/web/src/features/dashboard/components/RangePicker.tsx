import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import type { DateFormat } from '@trailpost/contracts';
import { useState } from 'react';
import type { CalendarDay } from '@/lib/zoned-date';
import { CUSTOM_RANGE, rangeLabel, type RangeChoice, type RangeName } from '../utils/ranges';
import { CustomRangeForm } from './CustomRangeForm';

type Props = {
  /** The choices this card offers, in order. */
  choices: readonly RangeName[];
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  today: CalendarDay;
  dateFormat: DateFormat;
};

/** A card's date range: a named range, or Custom with a from/to day picker. */
export function RangePicker({ choices, value, onChange, today, dateFormat }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [customOpen, setCustomOpen] = useState(false);

  const close = () => {
    setAnchor(null);
    setCustomOpen(false);
  };
  const choose = (choice: RangeChoice) => {
    onChange(choice);
    close();
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        aria-label={`Date range: ${rangeLabel(value, dateFormat)}`}
        aria-haspopup="dialog"
        startIcon={<CalendarTodayOutlinedIcon fontSize="small" />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setCustomOpen(value.name === CUSTOM_RANGE);
        }}
        // The height of the small courier select beside it.
        sx={{ height: 40, borderColor: 'divider', fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        {rangeLabel(value, dateFormat)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Date range', sx: { mt: 0.5 } } }}
      >
        <MenuList dense autoFocusItem={!customOpen} sx={{ minWidth: 200 }}>
          {choices.map((name) => (
            <MenuItem
              key={name}
              selected={name === (customOpen ? CUSTOM_RANGE : value.name)}
              onClick={() => (name === CUSTOM_RANGE ? setCustomOpen(true) : choose({ name, custom: null }))}
            >
              {name}
            </MenuItem>
          ))}
        </MenuList>
        {customOpen ? (
          <CustomRangeForm initial={value.custom} today={today} onApply={(days) => choose({ name: CUSTOM_RANGE, custom: days })} onCancel={close} />
        ) : null}
      </Popover>
    </>
  );
}
