import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { MESSAGE_LOG_PAGE_SIZE, MESSAGE_STATUSES, MESSAGE_STATUS_LABELS, type MessageLogQuery } from '@trailpost/contracts';
import { useState } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { errorMessage } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { safeDateFormat, safeTimeZone } from '@/lib/zoned-date';
import { useMessageLog } from '../api/get-message-log';
import { MessageLogTable } from '../components/MessageLogTable';

/** "All" is the empty value: shown, with the label kept above it. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

type Channel = NonNullable<MessageLogQuery['channel']>;
type Status = NonNullable<MessageLogQuery['status']>;

/** What was sent to customers and as tests, and whether it arrived: bounces and failures per message. */
export function MessageLogRoute() {
  const [page, setPage] = useState(0);
  const [channel, setChannel] = useState<Channel | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const log = useMessageLog({ pageId: page + 1, channel: channel || undefined, status: status || undefined });

  let body;
  if (log.isPending) body = <PageLoader />;
  else if (log.isError) body = <Alert severity="error">{errorMessage(log.error)}</Alert>;
  else
    body = (
      <>
        <MessageLogTable messages={log.data.messages} timeZone={timeZone} dateFormat={dateFormat} />
        <TablePagination
          component="div"
          count={log.data.total}
          page={page}
          rowsPerPage={MESSAGE_LOG_PAGE_SIZE}
          rowsPerPageOptions={[MESSAGE_LOG_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </>
    );

  return (
    <SettingsPage title="Message log" description="E-mails and SMS sent to your customers and as tests, with what became of each.">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label="Channel" value={channel} slotProps={SHOW_ALL} onChange={(event) => (setChannel(event.target.value as Channel | ''), setPage(0))} sx={{ minWidth: 140 }}>
          <MenuItem value="">All</MenuItem>
          <MenuItem value="email">E-mail</MenuItem>
          <MenuItem value="sms">SMS</MenuItem>
        </TextField>
        <TextField select size="small" label="Status" value={status} slotProps={SHOW_ALL} onChange={(event) => (setStatus(event.target.value as Status | ''), setPage(0))} sx={{ minWidth: 160 }}>
          <MenuItem value="">All</MenuItem>
          {MESSAGE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {MESSAGE_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {body}
    </SettingsPage>
  );
}
