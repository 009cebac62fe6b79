import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_MESSAGES, AUDIT_PAGE_SIZES, DEFAULT_AUDIT_PAGE_SIZE, type AuditAction, type AuditFilterQuery } from '@trailpost/contracts';
import { useState } from 'react';
import { DayRangeFields, isReversedRange } from '@/components/DayRangeFields';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { errorMessage } from '@/lib/api-client';
import { readSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredItem } from '@/lib/use-stored';
import { dayInZone, endOfDay, isCalendarDay, safeDateFormat, safeTimeZone, startOfDay } from '@/lib/zoned-date';
import { useExportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { useTeamMembers } from '../api/get-team-members';
import { AuditLogTable } from '../components/AuditLogTable';

/** "All" is the empty value: shown, with the label kept above it. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The filters as the API takes them: the chosen days as instants of the user's zone. */
export function auditFilters(input: { action: AuditAction | ''; userId: string; from: string; to: string }, timeZone: string): AuditFilterQuery {
  return {
    action: input.action || undefined,
    user_id: input.userId || undefined,
    from: isCalendarDay(input.from) ? startOfDay(input.from, timeZone).toISOString() : undefined,
    to: isCalendarDay(input.to) ? endOfDay(input.to, timeZone).toISOString() : undefined,
  };
}

/** Settings › Audit log: who changed what in the account, for its owner. */
export function AuditLogRoute() {
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState<number>(DEFAULT_AUDIT_PAGE_SIZE);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  const owner = readSession()?.record;
  const members = useTeamMembers();
  const filters = auditFilters({ action, userId, from: isReversedRange(from, to) ? '' : from, to }, timeZone);
  const log = useAuditLog({ ...filters, pageId: page + 1, limit });
  const exporting = useExportAuditLog();
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const changeFilter = <T,>(set: (value: T) => void) => (value: T) => (set(value), setPage(0));

  let body;
  if (log.isPending) body = <PageLoader />;
  else if (log.isError) body = <Alert severity="error">{errorMessage(log.error)}</Alert>;
  else
    body = (
      <>
        <AuditLogTable entries={log.data.entries} emptyText={filtered ? AUDIT_MESSAGES.emptyFiltered : AUDIT_MESSAGES.empty} timeZone={timeZone} dateFormat={dateFormat} />
        <TablePagination
          component="div"
          count={log.data.total_records}
          page={page}
          rowsPerPage={limit}
          rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => (setLimit(Number(event.target.value)), setPage(0))}
        />
      </>
    );

  return (
    <SettingsPage
      title="Audit log"
      description="Who changed what in your account, and from where. Entries are kept for a year."
      actions={
        <Button variant="outlined" disabled={exporting.isPending || log.isError} onClick={() => exporting.mutate(filters)}>
          Export
        </Button>
      }
    >
      {exporting.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(exporting.error)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <TextField select size="small" label="Who" value={userId} slotProps={SHOW_ALL} onChange={(event) => changeFilter(setUserId)(event.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">Everyone</MenuItem>
          {owner ? <MenuItem value={owner._id}>{owner.email ?? 'You'}</MenuItem> : null}
          {(members.data ?? []).map((member) => (
            <MenuItem key={member._id} value={member._id}>
              {member.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Action" value={action} slotProps={SHOW_ALL} onChange={(event) => changeFilter(setAction)(event.target.value as AuditAction | '')} sx={{ minWidth: 220 }}>
          <MenuItem value="">All actions</MenuItem>
          {AUDIT_ACTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <DayRangeFields from={from} to={to} today={dayInZone(new Date(), timeZone)} onFrom={changeFilter(setFrom)} onTo={changeFilter(setTo)} direction="row" />
      </Stack>
      {body}
    </SettingsPage>
  );
}
