import Chip from '@mui/material/Chip';
import type { AutomationStepStatus } from '@trailpost/contracts';

const LABELS: Record<AutomationStepStatus, string> = { scheduled: 'Scheduled', done: 'Done', skipped: 'Skipped', failed: 'Failed', cancelled: 'Cancelled' };
const COLORS = { scheduled: 'info', done: 'success', skipped: 'default', failed: 'error', cancelled: 'warning' } as const;

/** What became of one action of a run, or that it is still to come. */
export function StepStatusChip({ status }: { status: AutomationStepStatus }) {
  return <Chip size="small" variant="outlined" label={LABELS[status]} color={COLORS[status]} />;
}
