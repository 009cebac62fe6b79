import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_FORMATS, editProfileBody, type EditProfileBody, type ProfileView } from '@trailpost/contracts';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useEditProfile } from '../api/edit-profile';
import { useTimeZones } from '../api/get-time-zones';
import { TimeZoneField } from './TimeZoneField';

type Props = { profile: ProfileView; onChangePassword: () => void };

/** Name, read-only e-mail, masked password, TimeZone and Date Format (part 2 §2.2). */
export function ProfileForm({ profile, onChangePassword }: Props) {
  const toast = useToast();
  const zones = useTimeZones();
  const save = useEditProfile();
  const { control, handleSubmit, reset, formState } = useForm<EditProfileBody>({
    resolver: zodResolver(editProfileBody),
    defaultValues: { name: profile.name, date_format: profile.date_format, time_zone_id: profile.time_zone_id },
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: ({ profile: saved, message }) => {
        reset({ name: saved.name, date_format: saved.date_format, time_zone_id: saved.time_zone_id });
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={onSubmit} aria-label="Profile">
        <Stack spacing={2.5}>
          <FormTextField control={control} name="name" label="Name" autoComplete="name" required fullWidth />
          <TextField label="Account Email" value={profile.email} fullWidth slotProps={{ input: { readOnly: true } }} disabled />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <TextField label="Password" value="••••••••" type="password" fullWidth disabled slotProps={{ input: { readOnly: true } }} />
            <Button variant="outlined" onClick={onChangePassword} sx={{ flexShrink: 0 }}>
              Change Password
            </Button>
          </Stack>
          <Controller
            control={control}
            name="time_zone_id"
            render={({ field, fieldState }) => (
              <TimeZoneField zones={zones.data ?? []} loading={zones.isPending} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="date_format"
            render={({ field, fieldState }) => (
              <TextField select label="Date Format" {...field} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} fullWidth>
                {DATE_FORMATS.map((format) => (
                  <MenuItem key={format} value={format}>
                    {format}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <div>
            <SubmitButton loading={save.isPending} fullWidth={false}>
              SAVE
            </SubmitButton>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
