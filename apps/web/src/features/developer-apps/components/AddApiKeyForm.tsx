import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { addApiKeyBody, type AddApiKeyBody, type ApiKeyView } from '@trailpost/contracts';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { useAddApiKey } from '../api/add-api-key';

export const ADD_API_KEY_FORM_ID = 'add-api-key-form';
const EMPTY: AddApiKeyBody = { token_name: '' };

type Props = { add: ReturnType<typeof useAddApiKey>; onAdded: (key: ApiKeyView) => void };

/** The add mode of the drawer: a name, so that the key can be told apart from the others later. */
export function AddApiKeyForm({ add, onAdded }: Props) {
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm<AddApiKeyBody>({ resolver: zodResolver(addApiKeyBody), defaultValues: EMPTY });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: ({ key, message }) => {
        toast.success(message);
        onAdded(key);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setError('token_name', { message: errorMessage(error) });
        toast.error(errorMessage(error));
      },
    }),
  );

  return (
    <form id={ADD_API_KEY_FORM_ID} noValidate onSubmit={onSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A key lets your own code call the Trailpost API as you. Name it after the program that will use it.
      </Typography>
      <FormTextField control={control} name="token_name" label="Key Name" autoFocus required fullWidth placeholder="e.g. Warehouse sync" />
    </form>
  );
}
