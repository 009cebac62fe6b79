import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Courier } from '@trailpost/contracts';
import type { Ref } from 'react';
import { CourierLogo } from '@/components/CourierLogo';
import { useCouriers } from '@/lib/api/get-couriers';

// The catalogue holds 3,000+ couriers: the list shows the first 100 matches, typing narrows it.
const filterCouriers = createFilterOptions<Courier>({ stringify: (courier) => `${courier.title} ${courier.slug}`, limit: 100 });

type Props = {
  value: Courier | null;
  onChange: (courier: Courier | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Searchable courier list (by name or slug). */
export function CourierField({ value, onChange, onBlur, error, inputRef }: Props) {
  const couriers = useCouriers();
  return (
    <Autocomplete<Courier>
      options={couriers.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      loading={couriers.isPending}
      filterOptions={filterCouriers}
      getOptionLabel={(courier) => courier.title}
      getOptionKey={(courier) => courier.slug}
      isOptionEqualToValue={(option, current) => option.slug === current.slug}
      noOptionsText="No Courier Found"
      slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      renderOption={(props, courier) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CourierLogo slug={courier.slug} size={24} />
            <span>{courier.title}</span>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Courier"
          required
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: value ? (
                <Box sx={{ display: 'flex', ml: 0.5, mr: 0.5 }}>
                  <CourierLogo slug={value.slug} size={22} />
                </Box>
              ) : (
                params.slotProps.input.startAdornment
              ),
            },
          }}
        />
      )}
    />
  );
}
