import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { DEFAULT_FROM_EMAIL } from '@trailpost/contracts';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

type Props<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; addresses: readonly string[]; loading: boolean };

/** From Email: the default no-reply address or an address of a verified sender domain. */
export function FromEmailField<T extends FieldValues>({ control, name, addresses, loading }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = String(field.value || DEFAULT_FROM_EMAIL);
        // A saved address whose domain is no longer verified is still shown (the server says why it is refused).
        const options = addresses.includes(value) ? addresses : [...addresses, value];
        return (
          <TextField
            select
            label="From Email"
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (loading ? (
                'Loading your verified addresses…'
              ) : (
                <>
                  Send from your own domain: verify it under{' '}
                  <Link component={RouterLink} to="/settings_domain">
                    Email Domains
                  </Link>
                  .
                </>
              ))
            }
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            {options.map((address) => (
              <option key={address} value={address}>
                {address === DEFAULT_FROM_EMAIL ? `${address} (default)` : address}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
