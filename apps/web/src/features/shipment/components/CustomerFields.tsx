import Box from '@mui/material/Box';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import { normaliseEmailText, type TagRef } from '../utils/shipment-form';
import { CustomerLanguageField } from './CustomerLanguageField';
import { TagPicker } from './TagPicker';

/** The order and customer fields shared by the add form and the detail drawer. */
export type CustomerFieldValues = {
  order_id: string;
  order_url: string;
  customer_name: string;
  customer_emails: string;
  other_emails: string;
  customer_phone_numbers: string;
  /** A language tag, or '' for Automatic. */
  language: string;
  tags: TagRef[];
};

type Props<T extends FieldValues & CustomerFieldValues> = {
  control: Control<T>;
  /** The shipment's stored language, kept as a choice when it is not one of the template languages. */
  savedLanguage?: string | null;
};

export function CustomerFields<T extends FieldValues & CustomerFieldValues>({ control, savedLanguage }: Props<T>) {
  const name = (key: keyof CustomerFieldValues) => key as FieldPath<T>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormTextField control={control} name={name('order_id')} label="Order ID" />
      <FormTextField control={control} name={name('order_url')} label="Order URL" placeholder="https://" />
      <FormTextField control={control} name={name('customer_name')} label="Customer Name" />
      <FormTextField
        control={control}
        name={name('customer_phone_numbers')}
        label="Customer Phone No"
        helperText="Separate with commas"
      />
      <FormTextField
        control={control}
        name={name('customer_emails')}
        label="Customer Email"
        helperText="Separate with commas or semicolons"
        normaliseOnBlur={normaliseEmailText}
      />
      <FormTextField
        control={control}
        name={name('other_emails')}
        label="Other Email"
        helperText="Separate with commas or semicolons"
        normaliseOnBlur={normaliseEmailText}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name={name('language')}
          render={({ field }) => (
            <CustomerLanguageField value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} saved={savedLanguage} />
          )}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name={name('tags')}
          render={({ field }) => <TagPicker value={(field.value ?? []) as TagRef[]} onChange={field.onChange} />}
        />
      </Box>
    </Box>
  );
}
