import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Courier } from '@trailpost/contracts';
import { CourierLogo } from '@/components/CourierLogo';
import { useCouriers } from '@/lib/api/get-couriers';
import type { ValueEditorProps } from './value-editor';

type Option = Pick<Courier, 'slug' | 'title'>;

// The catalogue holds thousands of couriers: the list shows the first 100 matches, typing narrows it.
const filterCouriers = createFilterOptions<Option>({ stringify: (courier) => `${courier.title} ${courier.slug}`, limit: 100 });

/** Couriers by name, kept as their slugs. */
export function CourierValuesEditor({ label, value, onChange, error }: ValueEditorProps) {
  const couriers = useCouriers();
  const bySlug = new Map((couriers.data ?? []).map((courier) => [courier.slug, courier]));
  return (
    <Autocomplete<Option, true>
      multiple
      options={couriers.data ?? []}
      value={value.map((slug) => bySlug.get(slug) ?? { slug, title: slug })}
      onChange={(_event, chosen) => onChange(chosen.map((courier) => courier.slug))}
      loading={couriers.isPending}
      filterOptions={filterCouriers}
      getOptionLabel={(courier) => courier.title}
      getOptionKey={(courier) => courier.slug}
      isOptionEqualToValue={(option, chosen) => option.slug === chosen.slug}
      noOptionsText="No Courier Found"
      slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      renderOption={({ key, ...props }, courier) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CourierLogo slug={courier.slug} size={24} />
          <span>{courier.title}</span>
        </Box>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((courier, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} {...chip} size="small" label={courier.title} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
