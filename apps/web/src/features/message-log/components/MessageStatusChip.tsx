import Chip from '@mui/material/Chip';
import { MESSAGE_STATUS_LABELS, type MessageLogItem } from '@trailpost/contracts';

const COLORS = { pending: 'info', sending: 'info', sent: 'success', kept: 'default', failed: 'error' } as const;

export function MessageStatusChip({ message }: { message: MessageLogItem }) {
  // A queued message that already failed once is waiting for its retry.
  const label = message.status === 'pending' && message.attempts > 0 ? `Retrying (attempt ${message.attempts + 1})` : MESSAGE_STATUS_LABELS[message.status];
  return <Chip size="small" variant="outlined" label={label} color={message.status === 'pending' && message.attempts > 0 ? 'warning' : COLORS[message.status]} />;
}
