import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { normaliseSubDomain, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';

type Props = {
  value: string;
  suffix: string | null;
  invalid: boolean;
  onChange: (value: string) => void;
};

/** Sub-domain input: keeps only lowercase letters, digits, underscore and hyphen while typing. */
export function SubDomainField({ value, suffix, invalid, onChange }: Props) {
  return (
    <TextField
      label="Sub-domain"
      name="sub_domain"
      value={value}
      onChange={(event) => onChange(normaliseSubDomain(event.target.value))}
      error={invalid}
      helperText={SUB_DOMAIN_MESSAGES.note}
      autoFocus
      fullWidth
      autoComplete="off"
      slotProps={{
        input: suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : undefined,
        htmlInput: { 'aria-describedby': 'sub-domain-status' },
        // The note is guidance, not the error: the status line below says what is wrong.
        formHelperText: { error: false },
      }}
    />
  );
}
