import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OrganizationFields } from '@trailpost/contracts';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';

export const REQUIRE_TWO_FACTOR_LABEL = 'Require two-step sign-in for every sub-user';
export const REQUIRE_TWO_FACTOR_HINT = 'Sub-users without it turn it on at their next sign-in.';

/** The owner's switch (sub-users never see it): saved with the organization's other fields. */
export function RequireTwoFactorField({ control }: { control: Control<OrganizationFields> }) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name="require_two_factor"
      render={({ field }) => (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
              />
            }
            label={REQUIRE_TWO_FACTOR_LABEL}
          />
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
            {REQUIRE_TWO_FACTOR_HINT}
          </Typography>
        </div>
      )}
    />
  );
}
