import Chip from '@mui/material/Chip';
import type { AutomationRunOutcome } from '@trailpost/contracts';

export const OUTCOME_LABELS: Record<AutomationRunOutcome, string> = { matched: 'Matched', skipped: 'Skipped' };

/** Whether the rule's conditions held for the shipment: green when they did, grey when it was skipped. */
export function RunOutcomeChip({ outcome }: { outcome: AutomationRunOutcome }) {
  return <Chip size="small" variant="outlined" label={OUTCOME_LABELS[outcome]} color={outcome === 'matched' ? 'success' : 'default'} />;
}
