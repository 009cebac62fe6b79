import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/SearchField';

/** The pause after typing before the list is searched. */
export const SEARCH_DELAY_MS = 400;

type Props = {
  label: string;
  /** The search applied to the list (kept in the query string). */
  applied: string;
  onSearch: (text: string) => void;
};

/** The automations lists' search: applies what is typed after a pause, at once on Enter, and clears with its button. */
export function DelayedSearchField({ label, applied, onSearch }: Props) {
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
    <SearchField
      label={label}
      value={text}
      autoComplete="off"
      maxLength={100}
      onChange={(next) => {
        setText(next);
        apply(next, next ? SEARCH_DELAY_MS : 0);
      }}
      onClear={() => (setText(''), apply('', 0))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text, 0);
      }}
      sx={{ width: { xs: '100%', sm: 260 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    />
  );
}
