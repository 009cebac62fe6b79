import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DateFormat, MessageLogItem } from '@trailpost/contracts';
import { formatZonedDateTime } from '@/lib/zoned-date';
import { MessageStatusChip } from './MessageStatusChip';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const NO_MESSAGES = 'No messages sent yet.';

type Props = { messages: MessageLogItem[]; timeZone: string; dateFormat: DateFormat };

/** One row per message: when, how, to whom, what, and what became of it. */
export function MessageLogTable({ messages, timeZone, dateFormat }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Messages">
        <TableHead>
          <TableRow>
            <TableCell>Queued</TableCell>
            <TableCell>To</TableCell>
            <TableCell sx={WIDE_ONLY}>Subject or text</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {NO_MESSAGES}
              </TableCell>
            </TableRow>
          ) : (
            messages.map((message) => (
              <TableRow key={message._id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedDateTime(message.created_at, dateFormat, timeZone)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {message.to}
                  <Typography variant="body2" color="text.secondary">
                    {message.channel === 'sms' ? 'SMS' : 'E-mail'}
                    {message.kind === 'test' ? ' · test' : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{message.summary}</TableCell>
                <TableCell>
                  <MessageStatusChip message={message} />
                  {message.error ? (
                    <Typography variant="body2" color={message.status === 'failed' ? 'error' : 'text.secondary'} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {message.error}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
