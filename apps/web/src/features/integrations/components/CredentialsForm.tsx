import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NINJA_VAN_CHANNEL_ID, type ChannelForm, type StoreKey, type StoreKeysRecord, type StoreRecord } from '@trailpost/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { SubmitButton } from '@/components/SubmitButton';
import { useLeaveAfterSave, useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-stored';
import { useRevealStoreKeys } from '../api/reveal-store-keys';
import { useSaveStore } from '../api/save-store';
import { credentialSchema, initialValues, maskedKeysOf, savedValues, storeBodyOf, type CredentialValues } from '../utils/credential-form';
import { CATALOGUE_PATH, LIST_PATH } from '../utils/paths';
import { CredentialInput } from './CredentialInput';
import { DeleteStoreButton } from './DeleteStoreButton';
import { WebhookUrlField } from './WebhookUrlField';

type Props = { channel: ChannelForm; /** The store being edited; none for a new one. */ store?: StoreRecord };

/**
 * A courier account's or store's credentials (part 2 §2.9): the name, a store's URL, then the
 * channel's keys in the fields they are stored in. A create goes on to Manage Integrations; an edit
 * stays, sending only what was changed.
 */
export function CredentialsForm({ channel, store }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const leaveAfterSave = useLeaveAfterSave();
  const save = useSaveStore();
  const reveal = useRevealStoreKeys();
  // The server shows keys in clear to the account owner only.
  const mayReveal = useSession()?.userType !== 'subuser';
  const [revealed, setRevealed] = useState<StoreKeysRecord | null>(null);
  const masked = useMemo(() => maskedKeysOf(channel, store), [channel, store]);
  const resolver = useMemo(() => zodResolver(credentialSchema(channel, masked, store?.url)), [channel, masked, store?.url]);
  const { control, handleSubmit, reset, setValue, formState } = useForm<CredentialValues>({ resolver, defaultValues: initialValues(channel, store) });
  useUnsavedChanges(formState.isDirty);

  const showKey = async (key: StoreKey): Promise<boolean> => {
    if (!store) return false;
    try {
      const keys = revealed ?? (await reveal.mutateAsync(store._id));
      setRevealed(keys);
      const value = keys[key];
      if (value) setValue(key, value);
      return Boolean(value);
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: store?._id ?? null, body: storeBodyOf(channel, values, store, revealed) },
      {
        onSuccess: (message) => {
          toast.success(message);
          if (!store) return leaveAfterSave(() => navigate(LIST_PATH));
          reset(savedValues(channel, values));
          setRevealed(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  const webhookUrl = channel.channelId === NINJA_VAN_CHANNEL_ID ? store?.webhook_url : null;
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} aria-label={`${channel.displayName} credentials`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <FormTextField control={control} name="store_name" label={channel.nameLabel} required fullWidth autoFocus={!store} />
      {channel.urlLabel ? (
        <FormTextField control={control} name="url" label={channel.urlLabel} type="url" inputMode="url" autoComplete="url" placeholder="https://shop.example.com" shrinkLabel required fullWidth />
      ) : null}
      {store ? (
        <Typography variant="body2" color="text.secondary">
          Saved secrets are shown masked. Leave one blank to keep it, or type a new one to replace it.
          {channel.urlLabel ? ` Changing the ${channel.urlLabel} needs every key typed again: saved keys are only sent to the address they were saved for.` : ''}
        </Typography>
      ) : null}
      {channel.fields.map((field) => (
        <CredentialInput
          key={field.key}
          control={control}
          field={field}
          masked={masked[field.key]}
          onShow={mayReveal && store ? () => showKey(field.key) : undefined}
        />
      ))}
      {webhookUrl ? <WebhookUrlField url={webhookUrl} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SubmitButton loading={save.isPending} fullWidth={false} size="medium">
          SAVE
        </SubmitButton>
        <Button component={RouterLink} to={store ? LIST_PATH : CATALOGUE_PATH} color="inherit">
          {store ? 'BACK' : 'CANCEL'}
        </Button>
        {store ? <DeleteStoreButton store={store} /> : null}
      </Box>
    </Paper>
  );
}
