import { normaliseStatusTag, STATUS_LABELS } from '@trailpost/contracts';
import { STATUS_COLORS } from '@/lib/status-colors';

/** The colour of a checkpoint's dot: its status colour, grey for a tag that is no status. */
export function checkpointColor(tag: string): string {
  const status = normaliseStatusTag(tag);
  return status ? STATUS_COLORS[status] : '#9E9E9E';
}

/** The readable label of a checkpoint tag ("AttemptFail" reads as Failed Attempt). */
export function checkpointLabel(tag: string): string {
  const status = normaliseStatusTag(tag);
  return status ? STATUS_LABELS[status] : tag;
}
