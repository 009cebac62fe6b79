import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TEAM_MESSAGES, type RoleView } from '@trailpost/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '@/components/PageLoader';
import { errorMessage } from '@/lib/api-client';
import { MODULES } from './module-access';

const labelsOf = (role: RoleView) => MODULES.filter((module) => role.role.includes(module.value)).map((module) => module.label).join(', ');

/** Roles tab: Role Name, Department (part 2 §2.15), with what each opens and how many hold it. */
export function RolesTable({ roles, onOpen }: { roles: UseQueryResult<RoleView[]>; onOpen: (role: RoleView) => void }) {
  if (roles.isPending) return <PageLoader />;
  if (roles.isError) return <Alert severity="error">{errorMessage(roles.error)}</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Roles">
        <TableHead>
          <TableRow>
            <TableCell>Role Name</TableCell>
            <TableCell>Department</TableCell>
            <TableCell>Module Access</TableCell>
            <TableCell align="right">Users</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {TEAM_MESSAGES.noRoles}
              </TableCell>
            </TableRow>
          ) : (
            roles.data.map((role) => (
              <TableRow key={role._id} hover onClick={() => onOpen(role)} sx={{ cursor: 'pointer' }} aria-label={role.name}>
                <TableCell>{role.name}</TableCell>
                <TableCell>{role.department || '-'}</TableCell>
                <TableCell>{labelsOf(role) || 'No access'}</TableCell>
                <TableCell align="right">{role.users}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
