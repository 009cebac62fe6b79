import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { DEFAULT_SUB_USER_PAGE_SIZE, type RoleView, type SubUserView } from '@trailpost/contracts';
import { useState } from 'react';
import { SettingsPage } from '@/components/SettingsPage';
import { useRoles } from '../api/get-roles';
import { RoleDrawer } from '../components/RoleDrawer';
import { RolesTable } from '../components/RolesTable';
import { UserDrawer } from '../components/UserDrawer';
import { UsersTable } from '../components/UsersTable';
import { WithdrawInvitationDialog } from '../components/WithdrawInvitationDialog';

type TabName = 'users' | 'roles';
/** Which drawer is open: a new record (null) or an existing one. */
type Editing<T> = { record: T | null } | null;

/** /sub_users: Users and Roles tabs, an add icon opening the tab's drawer (part 2 §2.15). */
export function SubUsersRoute() {
  const [tab, setTab] = useState<TabName>('users');
  const [page, setPage] = useState({ page: 0, limit: DEFAULT_SUB_USER_PAGE_SIZE });
  const [editingUser, setEditingUser] = useState<Editing<SubUserView>>(null);
  const [editingRole, setEditingRole] = useState<Editing<RoleView>>(null);
  const [withdrawing, setWithdrawing] = useState<SubUserView | null>(null);
  const roles = useRoles();

  const add = () => (tab === 'users' ? setEditingUser({ record: null }) : setEditingRole({ record: null }));
  return (
    <SettingsPage
      title="Users & Roles"
      description="Invite teammates and choose what each role may open. A role with Assign Shipments sees only the shipments assigned to its users."
      actions={
        <Tooltip title={tab === 'users' ? 'Add User' : 'Add Role'}>
          <IconButton color="primary" onClick={add} aria-label={tab === 'users' ? 'Add User' : 'Add Role'}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab label="Users" value="users" />
          <Tab label="Roles" value="roles" />
        </Tabs>
        {tab === 'users' ? (
          <UsersTable
            page={page.page}
            limit={page.limit}
            onPage={(next, limit) => setPage({ page: next, limit })}
            onOpen={(user) => setEditingUser({ record: user })}
            onWithdraw={setWithdrawing}
          />
        ) : (
          <RolesTable roles={roles} onOpen={(role) => setEditingRole({ record: role })} />
        )}
      </Paper>
      <UserDrawer open={editingUser !== null} user={editingUser?.record ?? null} roles={roles.data ?? []} onClose={() => setEditingUser(null)} />
      <RoleDrawer open={editingRole !== null} role={editingRole?.record ?? null} onClose={() => setEditingRole(null)} />
      <WithdrawInvitationDialog user={withdrawing} onClose={() => setWithdrawing(null)} />
    </SettingsPage>
  );
}
