import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { keepContactCharacters, organizationFields, type OrganizationFields, type OrganizationView } from '@trailpost/contracts';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCountries } from '@/lib/api/get-countries';
import { useSession } from '@/lib/use-stored';
import { useSaveOrganization } from '../api/save-organization';
import { RequireTwoFactorField } from './RequireTwoFactorField';

const fieldsOf = (organization: OrganizationView): OrganizationFields => ({
  company_name: organization.company_name ?? '',
  contact_no: organization.contact_no ?? '',
  address1: organization.address1 ?? '',
  address2: organization.address2 ?? '',
  city: organization.city ?? '',
  state: organization.state ?? '',
  country_name: organization.country_name,
  zipcode: organization.zipcode ?? '',
  website_url: organization.website_url ?? '',
  require_two_factor: organization.require_two_factor,
});

/** The company fields of part 2 §5; the optional ones are sent only when filled. */
export function OrganizationForm({ organization }: { organization: OrganizationView }) {
  const toast = useToast();
  const countries = useCountries();
  const save = useSaveOrganization();
  const isOwner = useSession()?.userType === 'user';
  const { control, handleSubmit, reset, formState } = useForm<OrganizationFields>({
    resolver: zodResolver(organizationFields),
    defaultValues: fieldsOf(organization),
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(({ require_two_factor, ...fields }) => {
    // Whether sub-users need two-step sign-in is the owner's to say; a sub-user's save leaves it as it is.
    const values = isOwner ? { ...fields, require_two_factor } : fields;
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== null)) as OrganizationFields;
    save.mutate(filled, {
      onSuccess: ({ organization: saved, message }) => {
        reset(fieldsOf(saved));
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  const names = (countries.data ?? []).map((country) => country.name);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Organization">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="company_name" label="Company Name" required autoComplete="organization" />
        <FormTextField control={control} name="contact_no" label="Contact Number" required autoComplete="tel" inputMode="tel" filterInput={keepContactCharacters} />
        <FormTextField control={control} name="address1" label="Address Line 1" required autoComplete="address-line1" sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField control={control} name="address2" label="Address Line 2" autoComplete="address-line2" sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField control={control} name="city" label="City" required autoComplete="address-level2" />
        <FormTextField control={control} name="state" label="State" required autoComplete="address-level1" />
        <Controller
          control={control}
          name="country_name"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={names}
              value={field.value}
              loading={countries.isPending}
              disableClearable
              onChange={(_event, name) => field.onChange(name)}
              renderInput={(params) => <TextField {...params} label="Country" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
            />
          )}
        />
        <FormTextField control={control} name="zipcode" label="Zip Code" autoComplete="postal-code" />
        <FormTextField control={control} name="website_url" label="Website" autoComplete="url" sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Box>
      {isOwner ? (
        <>
          <Divider sx={{ my: 3 }} />
          <RequireTwoFactorField control={control} />
        </>
      ) : null}
      <Box sx={{ mt: 3 }}>
        <SubmitButton loading={save.isPending} fullWidth={false}>
          SAVE
        </SubmitButton>
      </Box>
    </form>
  );
}
