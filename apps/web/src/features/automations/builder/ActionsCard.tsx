import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutomationActionInput } from '@trailpost/contracts';
import { ActionIcon } from './ActionIcon';
import { actionLabel, actionSummary } from './action-text';
import { PartList, PartRow } from './PartRow';
import { StepCard } from './StepCard';

type Props = {
  actions: readonly AutomationActionInput[];
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

/** "Then": what happens to a matching shipment. */
export function ActionsCard({ actions, onAdd, onEdit, onRemove }: Props) {
  return (
    <StepCard
      step="Then"
      title="Actions"
      subtitle="What happens to each matching shipment."
      icon={<PlayArrowOutlinedIcon />}
      action={
        <Button variant="outlined" onClick={onAdd}>
          SELECT ACTION
        </Button>
      }
    >
      {actions.length ? (
        <PartList label="Actions">
          {actions.map((action, index) => (
            <PartRow key={action.type} name={`action ${actionLabel(action)}`} onEdit={() => onEdit(index)} onRemove={() => onRemove(index)}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <ActionIcon type={action.type} />
                <div>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {actionLabel(action)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {actionSummary(action)}
                  </Typography>
                </div>
              </Stack>
            </PartRow>
          ))}
        </PartList>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Add an action: send an e-mail or SMS, assign or tag the shipment.
        </Typography>
      )}
    </StepCard>
  );
}
