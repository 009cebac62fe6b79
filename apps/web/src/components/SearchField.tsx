import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'slotProps' | 'placeholder'> & {
  /** What is searched: the field's placeholder and accessible name, or its floating label with labelShown. */
  label: string;
  labelShown?: boolean;
  value: string;
  onChange: (text: string) => void;
  /** Given: a "Clear search" button at the end while there is text. */
  onClear?: () => void;
  maxLength?: number;
};

/** The one search box: a small field with the search icon, and a clear button where the screen wants one. */
export function SearchField({ label, labelShown = false, value, onChange, onClear, maxLength, ...field }: Props) {
  return (
    <TextField
      size="small"
      {...field}
      {...(labelShown ? { label } : { placeholder: label })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { ...(labelShown ? {} : { 'aria-label': label }), ...(maxLength ? { maxLength } : {}) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            onClear && value ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label="Clear search" onClick={onClear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
        },
      }}
    />
  );
}
