import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTION_LABELS, type ActionType, type AutomationActionInput } from '@trailpost/contracts';
import { useState } from 'react';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SubmitButton } from '@/components/SubmitButton';
import { ACTION_FORM_ID } from './action-form';
import { ActionForm } from './ActionForm';
import { ActionTypeList } from './ActionTypeList';
import { actionIssues } from './part-issues';
import { PartErrorBoundary } from './PartErrorBoundary';

export const ACTION_DRAWER_TITLE = 'Choose an Action';

type Props = {
  open: boolean;
  session: number;
  /** The action being edited, or null to add one. */
  index: number | null;
  actions: readonly AutomationActionInput[];
  onSave: (index: number | null, action: AutomationActionInput) => void;
  onClose: () => void;
};

/** "Choose an Action": the type first (for a new action), then its form. */
export function ActionDrawer({ open, session, index, actions, onSave, onClose }: Props) {
  const editing = index === null ? undefined : actions[index];
  const [picked, setPicked] = useState<{ session: number; type: ActionType } | null>(null);
  const type = editing?.type ?? (picked?.session === session ? picked.type : null);
  const used = actions.filter((_action, position) => position !== index).map((action) => action.type);

  return (
    <DrawerFrame
      open={open}
      title={ACTION_DRAWER_TITLE}
      onClose={onClose}
      footer={
        type ? (
          <>
            <SubmitButton form={ACTION_FORM_ID} fullWidth={false}>
              SAVE
            </SubmitButton>
            <LeaveButton onClick={onClose}>CANCEL</LeaveButton>
          </>
        ) : null
      }
    >
      {type ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {editing ? null : (
              <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => setPicked(null)}>
                All actions
              </Button>
            )}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {ACTION_LABELS[type]}
            </Typography>
          </Stack>
          <PartErrorBoundary key={`${session}-${type}`}>
            <ActionForm type={type} action={editing} check={(action) => actionIssues(action, used)} onSave={(action) => onSave(index, action)} />
          </PartErrorBoundary>
        </Stack>
      ) : (
        <ActionTypeList used={used} onPick={(chosen) => setPicked({ session, type: chosen })} />
      )}
    </DrawerFrame>
  );
}
