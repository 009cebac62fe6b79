import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PAGE_LANGUAGES } from '@trailpost/contracts';

/** What the empty choice of a template's language means. */
export const CUSTOMERS_LANGUAGE = "The customer's language";

type Props = Omit<TextFieldProps, 'select' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (language: string | null) => void;
  /** Offer "the customer's language" (null) as a choice. */
  allowCustomers?: boolean;
};

/** One of the public page's languages, each named in its own language. */
export function PageLanguageSelect({ value, onChange, allowCustomers = false, ...rest }: Props) {
  return (
    <TextField
      select
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      // The empty choice has a name of its own: shown, with the label above it.
      slotProps={allowCustomers ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      {...rest}
    >
      {allowCustomers ? <MenuItem value="">{CUSTOMERS_LANGUAGE}</MenuItem> : null}
      {PAGE_LANGUAGES.map((language) => (
        <MenuItem key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
