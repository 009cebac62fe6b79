import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleBody, TEAM_MESSAGES, type RoleValue, type RoleView } from '@trailpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { changedFrom } from '@/lib/changed-from';
import { useDeleteRole } from '../api/delete-role';
import { useSaveRole } from '../api/save-role';
import { MODULES, NEW_ROLE_ACCESS, toggleModule } from './module-access';

const FORM_ID = 'role-form';

type Props = { open: boolean; role: RoleView | null; onClose: () => void };

/** What the drawer opens with: the role's, or a new role's default access. */
const openingValues = (role: RoleView | null) => ({ name: role?.name ?? '', department: role?.department ?? '', access: role ? [...role.role] : NEW_ROLE_ACCESS });

/** Add or edit a role: Name, Department and Module Access (part 2 §2.15); an unused role can be deleted. */
export function RoleDrawer({ open, role, onClose }: Props) {
  const toast = useToast();
  const save = useSaveRole();
  const remove = useDeleteRole();
  const [name, setName] = useState('');
  const [department, setDepartment] = useState('');
  const [access, setAccess] = useState<RoleValue[]>(NEW_ROLE_ACCESS);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!open) return;
    const opening = openingValues(role);
    setName(opening.name);
    setDepartment(opening.department);
    setAccess(opening.access);
    setNameError(null);
  }, [open, role]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roleBody.safeParse({ name, department, role: access });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    save.mutate(
      { id: role?._id ?? null, body: { name, department, role: access } },
      {
        onSuccess: (message) => {
          toast.success(message);
          onClose();
        },
        // A refusal names its reason; anything else is the specification's role-save failure.
        onError: (error) => toast.error(error instanceof ApiError && error.status < 500 ? errorMessage(error) : TEAM_MESSAGES.roleSaveFailed),
      },
    );
  };

  const confirmDelete = () =>
    role &&
    remove.mutate(role._id, {
      onSuccess: (message) => {
        toast.success(message);
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setConfirming(false);
      },
    });

  return (
    <DrawerFrame
      open={open}
      title={role ? 'Edit Role' : 'Add Role'}
      onClose={onClose}
      unsaved={changedFrom({ name, department, access }, openingValues(role))}
      footer={
        <>
          <SubmitButton form={FORM_ID} loading={save.isPending} fullWidth={false}>
            SAVE
          </SubmitButton>
          <LeaveButton onClick={onClose}>CANCEL</LeaveButton>
          <Box sx={{ flexGrow: 1 }} />
          {role ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete Role
            </Button>
          ) : null}
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError}
            required
            autoFocus
            fullWidth
          />
          <TextField label="Department" value={department} onChange={(event) => setDepartment(event.target.value)} fullWidth />
          <div>
            <Typography variant="subtitle2" component="h3">
              Module Access
            </Typography>
            <FormHelperText sx={{ mt: 0 }}>Assign Shipments limits Shipments to the shipments assigned to the user.</FormHelperText>
            <Stack>
              {MODULES.filter((module) => !module.under || access.includes(module.under)).map((module) => (
                <FormControlLabel
                  key={module.value}
                  sx={{ pl: module.under ? 4 : 0 }}
                  control={<Switch checked={access.includes(module.value)} onChange={() => setAccess((held) => toggleModule(held, module.value))} />}
                  label={module.label}
                />
              ))}
            </Stack>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete Role?"
        text={`Are you sure you want to delete the role ${role?.name ?? ''}?`}
        confirmLabel="Yes, Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </DrawerFrame>
  );
}
