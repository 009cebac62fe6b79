import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { QueryTableBody } from '@/components/QueryTableBody';
import { useSenderDomains } from '@/lib/api/get-sender-domains';

/** On a phone the domain is read from the e-mail itself, so its column steps aside. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 5;

type Props = {
  onVerify: (domain: SenderDomainView) => void;
  onDelete: (email: string) => void;
};

/** Email, Domain, Status, Verify Domain and Delete Email: one row per address (part 2 §2.8). */
export function SenderEmailsTable({ onVerify, onDelete }: Props) {
  const domains = useSenderDomains();

  return (
    <TableContainer>
      <Table size="small" aria-label="Email Domains">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell sx={WIDE_ONLY}>Domain</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Verify Domain</TableCell>
            <TableCell align="center">Delete Email</TableCell>
          </TableRow>
        </TableHead>
        <QueryTableBody query={domains} columns={COLUMNS} empty={SENDER_DOMAIN_MESSAGES.noDomains}>
          {(items) =>
            items.flatMap((domain) =>
              domain.email.map((email) => (
                <TableRow key={email} aria-label={email}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{email}</TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{domain.domain}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={domain.is_verified ? 'Verified' : 'Unverified'} color={domain.is_verified ? 'success' : 'warning'} />
                  </TableCell>
                  <TableCell>
                    {domain.is_verified ? (
                      '-'
                    ) : (
                      <Link component="button" type="button" onClick={() => onVerify(domain)} aria-label={`Verify ${domain.domain}`}>
                        Verify
                      </Link>
                    )}
                  </TableCell>
                  <TableCell align="center">
                    <Tooltip title="Delete Email">
                      <IconButton size="small" aria-label={`Delete ${email}`} onClick={() => onDelete(email)}>
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              )),
            )
          }
        </QueryTableBody>
      </Table>
    </TableContainer>
  );
}
