import CancelScheduleSendOutlinedIcon from '@mui/icons-material/CancelScheduleSendOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SUB_USER_PAGE_SIZES, TEAM_MESSAGES, type SubUserView } from '@trailpost/contracts';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { useSubUsers } from '../api/get-sub-users';
import { HiddenHeaderCell } from '@/components/HiddenHeaderCell';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

type Props = {
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  onOpen: (user: SubUserView) => void;
  onWithdraw: (user: SubUserView) => void;
};

/** Users tab: Name, Email, Role, Department, Status (Accepted or Pending), paged 15/25/35; a pending invitation can be withdrawn from its row. */
export function UsersTable({ page, limit, onPage, onOpen, onWithdraw }: Props) {
  const users = useSubUsers(page + 1, limit);
  if (users.isPending) return <PageLoader />;
  if (users.isError) return <Alert severity="error">{errorMessage(users.error)}</Alert>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={WIDE_ONLY}>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell sx={WIDE_ONLY}>Department</TableCell>
              <TableCell>Status</TableCell>
              <HiddenHeaderCell padding="none" label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data.users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {TEAM_MESSAGES.noSubUsers}
                </TableCell>
              </TableRow>
            ) : (
              users.data.users.map((user) => (
                <TableRow key={user._id} hover onClick={() => onOpen(user)} sx={{ cursor: 'pointer' }} aria-label={user.name}>
                  <TableCell>
                    {user.name}
                    {/* On a phone the e-mail sits under the name instead of in a column of its own. */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  <TableCell>{user.role_name ?? '-'}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{user.department || '-'}</TableCell>
                  {/* On a phone the status sits close to the row's action, leaving the name its room. */}
                  <TableCell sx={{ pr: { xs: 1, sm: 2 } }}>
                    <Chip size="small" label={user.invite === 1 ? 'Accepted' : 'Pending'} color={user.invite === 1 ? 'success' : 'warning'} variant="outlined" />
                    {user.active === 1 ? null : <Chip size="small" label="Inactive" sx={{ ml: 0.5 }} />}
                  </TableCell>
                  <TableCell align="right" padding="none" sx={{ pr: { xs: 0.5, sm: 1 } }}>
                    {user.invite === 1 ? null : (
                      <Tooltip title="Withdraw invitation">
                        <IconButton
                          size="small"
                          aria-label={`Withdraw invitation to ${user.email}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            onWithdraw(user);
                          }}
                        >
                          <CancelScheduleSendOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={users.data.total}
        page={page}
        rowsPerPage={limit}
        rowsPerPageOptions={[...SUB_USER_PAGE_SIZES]}
        onPageChange={(_event, next) => onPage(next, limit)}
        onRowsPerPageChange={(event) => onPage(0, Number(event.target.value))}
      />
    </>
  );
}
