import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { PlaceholderName } from '@trailpost/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PlaceholderSection } from './placeholder-sets';

type Props = { label: string; sections: readonly PlaceholderSection[]; onPick: (name: PlaceholderName) => void };

/**
 * A button opening the placeholders by group. A non-modal menu: picking one hands it over and
 * leaves focus to the caller (the field it went into); Escape returns focus to the button.
 */
export function PlaceholderMenuButton({ label, sections, onPick }: Props) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
      <Popper open={open} anchorEl={buttonRef.current} placement="bottom-end" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <Paper elevation={8} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          <ClickAwayListener onClickAway={(event) => !buttonRef.current?.contains(event.target as Node) && close(false)}>
            <MenuList id={menuId} aria-label={label} autoFocusItem dense onKeyDown={keyDown}>
              {sections.flatMap(({ group, names }) => [
                // A menu holds items and separators only: the group's heading is a labelled separator.
                <ListSubheader key={`group-${group}`} role="separator" aria-label={group} sx={{ lineHeight: 2.5 }}>
                  {group}
                </ListSubheader>,
                ...names.map((name) => (
                  <MenuItem
                    key={name}
                    onClick={() => {
                      close(false);
                      onPick(name);
                    }}
                  >
                    [{name}]
                  </MenuItem>
                )),
              ])}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Popper>
    </>
  );
}
