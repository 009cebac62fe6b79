import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { inviteBody, TEAM_MESSAGES, type RoleView, type SubUserView } from '@trailpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { PageLoader } from '@/components/PageLoader';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { changedFrom } from '@/lib/changed-from';
import { useInviteSubUser } from '../api/invite-sub-user';
import { useUpdateSubUser } from '../api/update-sub-user';

/** Part 2 §9: the edit drawer shows a loader for 800 ms on opening. */
export const EDIT_LOADER_MS = 800;
const FORM_ID = 'sub-user-form';

type Props = { open: boolean; user: SubUserView | null; roles: RoleView[]; onClose: () => void };
type Errors = Partial<Record<'name' | 'email' | 'role_id', string>>;

/** What the drawer opens with: the sub-user's, or an active user to invite. */
const openingValues = (user: SubUserView | null) => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  roleId: user?.role_id ?? '',
  active: user ? user.active === 1 : true,
});

/** Invite a sub-user, or edit one: Name, Account Email (private, fixed once invited), Role, Resend Invite, active. */
export function UserDrawer({ open, user, roles, onClose }: Props) {
  const toast = useToast();
  const invite = useInviteSubUser();
  const update = useUpdateSubUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('');
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    const opening = openingValues(user);
    setName(opening.name);
    setEmail(opening.email);
    setRoleId(opening.roleId);
    setActive(opening.active);
    setErrors({});
    if (!user) return;
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), EDIT_LOADER_MS);
    return () => clearTimeout(timer);
  }, [open, user]);

  const role = roles.find((candidate) => candidate._id === roleId);
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteBody.safeParse({ name, email: user ? user.email : email, role_id: roleId });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (user) {
      update.mutate({ id: user._id, body: { name, role_id: roleId, active: active ? 1 : 0 } }, { onSuccess: done, onError: failed });
    } else {
      invite.mutate({ name, email, role_id: roleId, role_name: role?.name, department: role?.department, source: 'Web' }, { onSuccess: done, onError: failed });
    }
  };

  const resend = () =>
    user &&
    invite.mutate(
      { name: user.name, email: user.email, role_id: user.role_id ?? roleId, resend: true, source: 'Web' },
      { onSuccess: (message) => toast.success(message), onError: failed },
    );

  const field = (key: keyof Errors) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  const clear = (key: keyof Errors) => setErrors((current) => ({ ...current, [key]: undefined }));
  return (
    <DrawerFrame
      open={open}
      title={user ? 'Edit User' : 'Add User'}
      onClose={onClose}
      unsaved={changedFrom({ name, email, roleId, active }, openingValues(user))}
      footer={
        <>
          <SubmitButton form={FORM_ID} loading={invite.isPending || update.isPending} disabled={loading} fullWidth={false}>
            SAVE
          </SubmitButton>
          <LeaveButton onClick={onClose}>CANCEL</LeaveButton>
        </>
      }
    >
      {loading ? (
        <PageLoader />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField label="Name" value={name} required fullWidth autoFocus {...field('name')} onChange={(event) => (setName(event.target.value), clear('name'))} />
            <TextField
              label="Account Email"
              value={email}
              required
              fullWidth
              type="email"
              disabled={user !== null}
              {...field('email')}
              helperText={errors.email ?? 'Private: only you and this user see it.'}
              onChange={(event) => (setEmail(event.target.value), clear('email'))}
            />
            <TextField select label="Role" value={roleId} required fullWidth {...field('role_id')} onChange={(event) => (setRoleId(event.target.value), clear('role_id'))}>
              {roles.length === 0 ? (
                <MenuItem value="" disabled>
                  {TEAM_MESSAGES.noRoles} Add one in the Roles tab.
                </MenuItem>
              ) : null}
              {roles.map((candidate) => (
                <MenuItem key={candidate._id} value={candidate._id}>
                  {candidate.department ? `${candidate.name} (${candidate.department})` : candidate.name}
                </MenuItem>
              ))}
            </TextField>
            {user ? (
              <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />} label={active ? 'Active' : 'Inactive: cannot sign in'} />
            ) : null}
            {user && user.active === 1 && user.invite === 0 ? (
              <Box>
                <Link component="button" type="button" onClick={resend} disabled={invite.isPending}>
                  Resend Invite
                </Link>
              </Box>
            ) : null}
          </Stack>
        </form>
      )}
    </DrawerFrame>
  );
}
