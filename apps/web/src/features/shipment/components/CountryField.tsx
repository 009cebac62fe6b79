import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCountries, type Country } from '@/lib/api/get-countries';

type Props = { value: string; onChange: (iso: string) => void; label?: string };

/** Searchable country list; the value is the ISO 3166 alpha-2 code ('' when none). */
export function CountryField({ value, onChange, label = 'Origin Country' }: Props) {
  const countries = useCountries();
  const list = countries.data ?? [];
  const selected = list.find((country) => country.iso === value) ?? null;
  return (
    <Autocomplete<Country>
      options={list}
      value={selected}
      onChange={(_event, next) => onChange(next?.iso ?? '')}
      loading={countries.isPending}
      getOptionLabel={(country) => country.name}
      getOptionKey={(country) => country.iso}
      isOptionEqualToValue={(option, current) => option.iso === current.iso}
      noOptionsText="No Country Found"
      slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
