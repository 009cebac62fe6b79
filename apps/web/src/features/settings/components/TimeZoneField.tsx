import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TimeZoneView } from '@trailpost/contracts';
import { useMemo } from 'react';

type Props = {
  zones: TimeZoneView[];
  value: string;
  onChange: (zoneId: string) => void;
  error?: string;
  loading?: boolean;
};

/** The profile's TimeZone selector: type a city, a region or an offset ("+05:30"). */
export function TimeZoneField({ zones, value, onChange, error, loading = false }: Props) {
  const byId = useMemo(() => new Map(zones.map((zone) => [zone.id, zone])), [zones]);
  const selected = byId.get(value) ?? null;
  return (
    <Autocomplete
      options={zones}
      value={selected}
      loading={loading}
      // Nothing to pick until the zones arrive: typed text would be replaced when they do.
      disabled={loading}
      getOptionLabel={(zone) => zone.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, zone) => {
        if (zone) onChange(zone.id);
      }}
      disableClearable={selected !== null}
      renderInput={(params) => <TextField {...params} name="time_zone_id" label="TimeZone" error={Boolean(error)} helperText={error} />}
    />
  );
}
