import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { createWebhookBody, type WebhookView } from '@trailpost/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { withListErrorsOnField } from '@/lib/list-field-errors';
import { SigningSecretPanel } from './SigningSecretPanel';
import { TestEventPanel } from './TestEventPanel';
import { EMPTY_WEBHOOK_FORM, webhookFormValuesOf, type WebhookFormValues } from './webhook-form-values';
import { WebhookForm } from './WebhookForm';

const resolver = withListErrorsOnField(zodResolver(createWebhookBody), ['email_alerts']);

export type WebhookSave = {
  values: z.output<typeof createWebhookBody>;
  /** Only when editing: false switches the endpoint off. */
  active: boolean;
  /** Puts a refusal of the server under its field. */
  showError: (field: keyof WebhookFormValues, message: string) => void;
};

type Props = {
  webhook: WebhookView | null;
  onSave: (save: WebhookSave) => void;
  onRotated: (webhook: WebhookView) => void;
};

/**
 * The drawer's body: the fields and, for a saved subscription, the active switch, its signing
 * secret and a test event. Mounted afresh each time the drawer opens or turns to another webhook.
 */
export function WebhookEditor({ webhook, onSave, onRotated }: Props) {
  const [active, setActive] = useState(webhook?.active ?? true);
  const { control, handleSubmit, setError, formState } = useForm<WebhookFormValues, unknown, z.output<typeof createWebhookBody>>({
    resolver,
    defaultValues: webhook ? webhookFormValuesOf(webhook) : EMPTY_WEBHOOK_FORM,
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) => onSave({ values, active, showError: (field, message) => setError(field, { message }, { shouldFocus: true }) }));

  return (
    <Stack spacing={3}>
      <WebhookForm control={control} onSubmit={onSubmit} />
      {webhook ? (
        <>
          <FormControlLabel
            control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
            label={active ? 'Active: deliveries are sent' : 'Inactive once saved: nothing is sent until it is activated again'}
          />
          <Divider />
          <SigningSecretPanel webhook={webhook} onRotated={onRotated} />
          <Divider />
          <TestEventPanel webhookId={webhook.id} />
        </>
      ) : null}
    </Stack>
  );
}
