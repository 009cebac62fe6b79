import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { SEARCH_MIN_CHARS, SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { useState, type KeyboardEvent } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import { SearchField } from '@/components/SearchField';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSuggestions } from '../api/get-suggestions';

/** The pause after typing before suggestions are looked up (part 1 §9). */
export const SUGGESTION_DELAY_MS = 300;

type Props = {
  /** The search applied to the list (the `query` of the URL). */
  applied: string;
  courierTitle: (slug: string) => string;
  onSearch: (query: string) => void;
  onReset: () => void;
  onPick: (shipmentId: string) => void;
};

/** Search with suggestions: Enter searches the list, a suggestion opens the shipment. */
export function SearchBox({ applied, courierTitle, onSearch, onReset, onPick }: Props) {
  const [text, setText] = useState(applied);
  const [syncedWith, setSyncedWith] = useState(applied);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);

  if (applied !== syncedWith) {
    // The applied search changed elsewhere (a cleared filter set, a shared link).
    setSyncedWith(applied);
    setText(applied);
  }

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DELAY_MS);
  const settled = debounced === trimmed && trimmed.length >= SEARCH_MIN_CHARS;
  const suggestions = useSuggestions(open && settled ? debounced : '');
  const items = settled ? (suggestions.data ?? []) : [];
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS;
  const showDropdown = open && trimmed.length >= SEARCH_MIN_CHARS;

  const reset = () => {
    setText('');
    setOpen(false);
    if (applied) onReset();
  };

  const pick = (id: string) => {
    setOpen(false);
    setActive(-1);
    onPick(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showDropdown && items.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && showDropdown && items.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = showDropdown && active >= 0 ? items[active] : undefined;
      if (chosen) pick(chosen._id);
      else if (trimmed.length >= SEARCH_MIN_CHARS) {
        setOpen(false);
        onSearch(trimmed);
      }
    } else if (event.key === 'Escape') {
      if (showDropdown) setOpen(false);
      else if (text === '') reset();
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && text === '') {
      reset();
    }
  };

  let dropdown;
  if (!settled || suggestions.isPending) {
    dropdown = <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: 14 }}>Searching…</Typography>;
  } else if (suggestions.isError || items.length === 0) {
    dropdown = <Typography sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: 14 }}>{SHIPMENT_MESSAGES.noTrackingFound}</Typography>;
  } else {
    dropdown = (
      <List dense disablePadding role="listbox" aria-label="Suggestions">
        {items.map((item, index) => (
          <ListItemButton
            key={item._id}
            role="option"
            selected={index === active}
            aria-selected={index === active}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(item._id)}
            sx={{ gap: 1.5, py: 0.75 }}
          >
            <CourierLogo slug={item.slug} size={26} />
            <ListItemText
              primary={item.tracking_number}
              secondary={courierTitle(item.slug)}
              slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } }, secondary: { sx: { fontSize: 12.5 } } }}
            />
          </ListItemButton>
        ))}
      </List>
    );
  }

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={setAnchor} sx={{ position: 'relative', width: { xs: '100%', sm: 240 } }}>
        <SearchField
          fullWidth
          label="Search"
          value={text}
          autoComplete="off"
          onChange={(next) => {
            setText(next);
            setActive(-1);
            setOpen(true);
            if (next === '' && applied) onReset();
          }}
          onClear={reset}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          helperText={tooShort ? SHIPMENT_MESSAGES.searchTooShort : undefined}
          sx={{
            '& .MuiInputBase-root': { height: 36, bgcolor: 'background.paper' },
            '& .MuiFormHelperText-root': { position: 'absolute', top: '100%', left: 0, mx: 0.5, mt: 0.25, whiteSpace: 'nowrap' },
          }}
        />
        <Popper open={showDropdown && anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={8} sx={{ mt: 0.75, maxHeight: 360, overflowY: 'auto', borderRadius: 2, width: 300 }}>
            {dropdown}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
