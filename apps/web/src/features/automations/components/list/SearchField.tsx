import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** The pause after typing before the list is searched. */
export const SEARCH_DELAY_MS = 400;

type Props = {
  label: string;
  /** The search applied to the list (kept in the query string). */
  applied: string;
  onSearch: (text: string) => void;
};

/** A search box that applies what is typed after a pause, at once on Enter, and clears with its button. */
export function SearchField({ label, applied, onSearch }: Props) {
  const [text, setText] = useState(applied);
  const [syncedWith, setSyncedWith] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (applied !== syncedWith) {
    // Changed elsewhere: a cleared filter set, the browser's back button.
    setSyncedWith(applied);
    setText(applied);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string, delay: number) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed === applied) return;
    if (delay === 0) onSearch(trimmed);
    else timer.current = setTimeout(() => onSearch(trimmed), delay);
  };

  return (
    <TextField
      size="small"
      placeholder={label}
      value={text}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        apply(event.target.value, event.target.value ? SEARCH_DELAY_MS : 0);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text, 0);
      }}
      sx={{ width: { xs: '100%', sm: 260 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => (setText(''), apply('', 0))}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
