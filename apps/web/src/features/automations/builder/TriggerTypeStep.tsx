import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCustomTriggers } from '../api/get-custom-triggers';
import type { RuleDraft, TriggerChoice, TriggerKind } from './builder-state';
import { customTriggerChoice, triggerOptions } from './trigger-options';
import { TriggerPreview } from './TriggerPreview';
import { TriggerTypeOption } from './TriggerTypeOption';

const INBUILT = 'INBUILT';

type Props = { draft: RuleDraft; onNext: (kind: TriggerKind, trigger: TriggerChoice | null) => void };

/** Step 1 of a new rule: the inbuilt Shipment Based triggers, or one custom trigger. */
export function TriggerTypeStep({ draft, onNext }: Props) {
  const customTriggers = useCustomTriggers();
  const [value, setValue] = useState(draft.kind === 'CUSTOM' ? (draft.trigger?.custom_event_id ?? '') : draft.kind === 'INBUILT' ? INBUILT : '');
  const custom = triggerOptions('CUSTOM', customTriggers.data ?? []);
  const chosenCustom = custom.find((option) => option.key === value);

  const next = () => {
    const trigger = customTriggers.data?.find((item) => item.id === value);
    if (value === INBUILT) onNext('INBUILT', null);
    else if (trigger) onNext('CUSTOM', customTriggerChoice(trigger));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto', width: '100%' }}>
      <div>
        <Typography variant="h5" component="h2">
          Choose a trigger type
        </Typography>
        <Typography color="text.secondary">A rule starts when its trigger fires for a shipment.</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <RadioGroup aria-label="Trigger type" value={value} onChange={(event) => setValue(event.target.value)} sx={{ gap: 1.5 }}>
          <TriggerTypeOption value={INBUILT} label="Inbuilt Trigger" description="Shipment Based: when a shipment is created or its status is updated." />
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ pt: 1 }}>
            Custom Triggers
          </Typography>
          {customTriggers.isPending ? <Skeleton variant="rounded" height={64} /> : null}
          {customTriggers.isError ? <Alert severity="error">{errorMessage(customTriggers.error)}</Alert> : null}
          {custom.map((option) => (
            <TriggerTypeOption key={option.key} value={option.key} label={option.name} description={option.description} />
          ))}
        </RadioGroup>
        {value === INBUILT ? (
          <TriggerPreview title="Inbuilt Trigger" triggers={triggerOptions('INBUILT', [])} example="Example: when a shipment’s status is updated to Out for Delivery, text the customer." />
        ) : chosenCustom ? (
          <TriggerPreview title={chosenCustom.name} triggers={[chosenCustom]} example="Example: e-mail your operations team about the shipment and tag it for follow-up." />
        ) : (
          <Typography color="text.secondary">Pick a trigger type to see what it does.</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="large" disabled={!value || (value !== INBUILT && !chosenCustom)} onClick={next}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}
