import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { stripForbidden } from '@trailpost/contracts';
import { useState, type ReactNode } from 'react';
import { SearchField } from '@/components/SearchField';
import { PanelActions } from './PanelActions';

export type CheckboxOption = { key: string; label: string; adornment?: ReactNode };

export type CheckboxFilterPanelProps = {
  options: readonly CheckboxOption[];
  /** Keys applied when the dropdown opened; the panel edits a copy until APPLY. */
  applied: readonly string[];
  /** Placeholder of the search box; no search box without it. */
  searchPlaceholder?: string;
  emptyText: string;
  loading?: boolean;
  onApply: (keys: string[]) => void;
  onCancel: () => void;
};

/** Checkbox choices with an optional search box, then CANCEL and APPLY. */
export function CheckboxFilterPanel({ options, applied, searchPlaceholder, emptyText, loading = false, onApply, onCancel }: CheckboxFilterPanelProps) {
  const [draft, setDraft] = useState<string[]>(() => [...applied]);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;

  const toggle = (key: string) => setDraft((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  return (
    <Box>
      {searchPlaceholder ? (
        <Box sx={{ p: 1.5, pb: 1 }}>
          <SearchField autoFocus fullWidth label={searchPlaceholder} value={search} onChange={(text) => setSearch(stripForbidden(text))} />
        </Box>
      ) : null}
      {loading ? <LinearProgress /> : null}
      <Box sx={{ maxHeight: 264, overflowY: 'auto', px: 1.5, py: 0.5 }}>
        {!loading && shown.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        ) : (
          shown.map((option) => (
            <FormControlLabel
              key={option.key}
              sx={{ display: 'flex', mx: 0, py: 0.25, '& .MuiFormControlLabel-label': { minWidth: 0, flexGrow: 1 } }}
              control={
                <Checkbox
                  size="small"
                  checked={draft.includes(option.key)}
                  onChange={() => toggle(option.key)}
                  sx={{ p: 0.5, mr: 1 }}
                  slotProps={{ input: { 'aria-label': option.label } }}
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14, minWidth: 0 }}>
                  {option.adornment}
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {option.label}
                  </Box>
                </Box>
              }
            />
          ))
        )}
      </Box>
      <PanelActions onApply={() => onApply(draft)} onCancel={onCancel} />
    </Box>
  );
}
