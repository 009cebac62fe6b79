import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AutomationStepView } from '@trailpost/contracts';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { StepStatusChip } from './StepStatusChip';

/** "Send Email", or "Send Email · Repeat 2" for the second repeat (step 0 is the first run). */
export function stepTitle(step: Pick<AutomationStepView, 'label' | 'step'>): string {
  return step.step > 0 ? `${step.label} · Repeat ${step.step}` : step.label;
}

/** The actions of one run, in the order they ran or will run: status, what happened and when. */
export function RunSteps({ steps }: { steps: AutomationStepView[] }) {
  const formatDateTime = useFormatDateTime();
  if (steps.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
        No actions ran for this shipment.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Action steps" sx={{ listStyle: 'none', m: 0, p: 0, py: 1 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.id}
          aria-label={stepTitle(step)}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.5, py: 0.75, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500, minWidth: { sm: 200 } }}>
            {stepTitle(step)}
          </Typography>
          <StepStatusChip status={step.status} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}>
            {step.detail ?? ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {step.status === 'scheduled' || !step.done_at ? `Due ${formatDateTime(step.due_at)}` : formatDateTime(step.done_at)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
