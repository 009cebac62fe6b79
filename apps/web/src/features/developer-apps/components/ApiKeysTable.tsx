import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { QueryTableBody } from '@/components/QueryTableBody';
import { maskSecret } from '@/lib/formatting';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { useApiKeys } from '../api/get-api-keys';

/** On a phone the dates step aside: the drawer shows them. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 4;

/** Key Name and API Key (part 2 §2.4), masked, with when each was created and last used; a row opens it. */
export function ApiKeysTable({ onOpen }: { onOpen: (key: ApiKeyView) => void }) {
  const keys = useApiKeys();
  const formatDateTime = useFormatDateTime();

  return (
    <TableContainer>
      <Table size="small" aria-label="API Keys">
        <TableHead>
          <TableRow>
            <TableCell>Key Name</TableCell>
            <TableCell>API Key</TableCell>
            <TableCell sx={WIDE_ONLY}>Last used</TableCell>
            <TableCell sx={WIDE_ONLY}>Created</TableCell>
          </TableRow>
        </TableHead>
        <QueryTableBody query={keys} columns={COLUMNS} empty={API_KEY_MESSAGES.empty}>
          {(items) =>
            items.map((key) => (
              <TableRow key={key._id} hover onClick={() => onOpen(key)} sx={{ cursor: 'pointer' }} aria-label={key.token_name}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{key.token_name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{maskSecret(key.token)}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateTime(key.created_at)}</TableCell>
              </TableRow>
            ))
          }
        </QueryTableBody>
      </Table>
    </TableContainer>
  );
}
