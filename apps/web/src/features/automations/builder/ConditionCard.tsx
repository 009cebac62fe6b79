import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutomationConditionInput } from '@trailpost/contracts';
import { useCouriers } from '@/lib/api/get-couriers';
import { conditionParts } from './condition-text';
import { LogicalOperatorToggle } from './LogicalOperatorToggle';
import { PartList, PartRow } from './PartRow';
import { StepCard } from './StepCard';

type Props = {
  conditions: readonly AutomationConditionInput[];
  logicalOperator: 'AND' | 'OR';
  onLogicalOperator: (value: 'AND' | 'OR') => void;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
};

/** "If": the shipments the rule acts on. */
export function ConditionCard({ conditions, logicalOperator, onLogicalOperator, onAdd, onEdit, onRemove }: Props) {
  const couriers = useCouriers(conditions.some((condition) => condition.query_param === 'courier_id'));
  const courierTitles = new Map((couriers.data ?? []).map((courier) => [courier.slug, courier.title]));
  return (
    <StepCard
      step="If"
      title="Conditions"
      subtitle="Only shipments that match run the actions."
      icon={<FilterAltOutlinedIcon />}
      action={
        <Button variant="outlined" onClick={onAdd}>
          SELECT CONDITION
        </Button>
      }
    >
      {conditions.length ? (
        <Stack spacing={1.5}>
          {conditions.length > 1 ? <LogicalOperatorToggle value={logicalOperator} onChange={onLogicalOperator} /> : null}
          <PartList label="Conditions">
            {conditions.map((condition, index) => {
              const parts = conditionParts(condition, courierTitles);
              return (
                <PartRow key={condition.query_param} name={`condition ${parts.field}`} onEdit={() => onEdit(index)} onRemove={() => onRemove(index)}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{parts.field}</strong> {parts.operator} <strong>{parts.values.join(', ')}</strong>
                  </Typography>
                </PartRow>
              );
            })}
          </PartList>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Add a condition, such as the shipment status or the courier.
        </Typography>
      )}
    </StepCard>
  );
}
