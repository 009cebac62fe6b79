import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditActionText, auditChangeLines, type AuditEntryView, type DateFormat } from '@trailpost/contracts';
import { formatZonedDateTime } from '@/lib/zoned-date';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Phones keep three narrow columns: tighter cells, and what the entry was done to is left to wide screens and the export. */
const PHONE_CELLS = { '& .MuiTableCell-root': { px: { xs: 1, md: 2 } } } as const;
const WIDE_LINE = { display: { xs: 'none', md: 'block' } } as const;

/** Date and time, each kept whole: on a phone the time goes under the date. */
function When({ text }: { text: string }) {
  const [day, ...time] = text.split(' ');
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {day}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time.join(' ')}
      </Box>
    </>
  );
}

/** An address breaks after its @ first, anywhere only when a part is longer than the column. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

type Props = { entries: AuditEntryView[]; emptyText: string; timeZone: string; dateFormat: DateFormat };

/** One row per change: when, who (and through which API key), from where, what, on what, and how it changed. */
export function AuditLogTable({ entries, emptyText, timeZone, dateFormat }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit log" sx={PHONE_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell sx={WIDE_ONLY}>Address</TableCell>
            <TableCell sx={WIDE_ONLY}>What changed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry._id}>
                <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
                  <When text={formatZonedDateTime(entry.created_at, dateFormat, timeZone)} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {entry.actor.email ? <Email address={entry.actor.email} /> : 'Unknown user'}
                  {entry.actor.api_key_id ? (
                    <Typography variant="body2" color="text.secondary">
                      API key {entry.actor.api_key_id}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {auditActionText(entry.action)}
                  {entry.target_id ? (
                    <Typography variant="body2" color="text.secondary" sx={WIDE_LINE}>
                      {[entry.target_type, entry.target_id].filter(Boolean).join(' ')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{entry.ip ?? ''}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>
                  {auditChangeLines(entry.changes).map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
