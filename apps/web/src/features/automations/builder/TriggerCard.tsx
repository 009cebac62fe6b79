import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TriggerChoice, TriggerKind } from './builder-state';
import { StepCard } from './StepCard';
import { triggerKey, type TriggerOption } from './trigger-options';

type Props = {
  kind: TriggerKind | null;
  trigger: TriggerChoice | null;
  options: readonly TriggerOption[];
  /** False when editing: a saved rule keeps its trigger (part 2 §4). */
  changeable: boolean;
  onSelect: () => void;
  onChangeType: () => void;
};

/** "Shipment Based": when the rule runs. */
export function TriggerCard({ kind, trigger, options, changeable, onSelect, onChangeType }: Props) {
  const chosen = options.find((option) => option.key === triggerKey(trigger));
  const name = chosen?.name ?? trigger?.custom_event_name ?? null;
  return (
    <StepCard
      step="When"
      title="Shipment Based"
      icon={<BoltOutlinedIcon />}
      subtitle={kind === 'CUSTOM' ? 'Custom Trigger' : 'Inbuilt Trigger'}
      action={
        changeable ? (
          <Button variant="outlined" onClick={onSelect}>
            SELECT TRIGGER
          </Button>
        ) : null
      }
    >
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {name ? (
          <>
            <Chip color="primary" label={name} />
            {chosen ? <Typography variant="body2" color="text.secondary">{chosen.description}</Typography> : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Choose the shipment event that starts this rule.
          </Typography>
        )}
        {changeable ? (
          <Button size="small" onClick={onChangeType} sx={{ px: 0 }}>
            Change trigger type
          </Button>
        ) : null}
      </Stack>
    </StepCard>
  );
}
