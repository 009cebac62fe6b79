import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { API_KEY_MESSAGES, type ApiKeyView } from '@trailpost/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { DrawerFrame } from '@/components/DrawerFrame';
import { SubmitButton } from '@/components/SubmitButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAddApiKey } from '../api/add-api-key';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useRefreshApiKey } from '../api/refresh-api-key';
import { ADD_API_KEY_FORM_ID, AddApiKeyForm } from './AddApiKeyForm';
import { ApiKeyDetails } from './ApiKeyDetails';

/** The drawer's three modes (part 2 §2.4): add, view (copy, refresh, delete) and delete confirmation. */
export type ApiKeyDrawerState = { mode: 'add' } | { mode: 'view' | 'delete'; apiKey: ApiKeyView };

const TITLES = { add: 'Add API Key', view: 'API Key', delete: 'Delete API Key' } as const;

type Props = {
  open: boolean;
  state: ApiKeyDrawerState;
  onChange: (state: ApiKeyDrawerState) => void;
  onClose: () => void;
};

export function ApiKeyDrawer({ open, state, onChange, onClose }: Props) {
  const toast = useToast();
  const add = useAddApiKey();
  const refresh = useRefreshApiKey();
  const remove = useDeleteApiKey();
  const [confirmingRefresh, setConfirmingRefresh] = useState(false);
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const confirmRefresh = () => {
    if (state.mode === 'add') return;
    refresh.mutate(state.apiKey, {
      onSuccess: ({ key, message }) => {
        toast.success(message);
        onChange({ mode: 'view', apiKey: key });
      },
      onError: failed,
      onSettled: () => setConfirmingRefresh(false),
    });
  };

  const confirmDelete = () => {
    if (state.mode === 'add') return;
    remove.mutate(state.apiKey, {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
      onError: failed,
    });
  };

  let body;
  let footer;
  if (state.mode === 'add') {
    body = <AddApiKeyForm add={add} onAdded={(key) => onChange({ mode: 'view', apiKey: key })} />;
    footer = (
      <>
        <SubmitButton form={ADD_API_KEY_FORM_ID} loading={add.isPending} fullWidth={false}>
          ADD
        </SubmitButton>
        <LeaveButton onClick={onClose} disabled={add.isPending}>
          CANCEL
        </LeaveButton>
      </>
    );
  } else if (state.mode === 'view') {
    body = <ApiKeyDetails apiKey={state.apiKey} />;
    footer = (
      <>
        <Button variant="outlined" onClick={() => setConfirmingRefresh(true)}>
          REFRESH
        </Button>
        <Button variant="outlined" color="error" onClick={() => onChange({ mode: 'delete', apiKey: state.apiKey })}>
          DELETE
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>CLOSE</Button>
      </>
    );
  } else {
    body = <Alert severity="warning">{API_KEY_MESSAGES.deleteConfirm(state.apiKey.token_name)}</Alert>;
    footer = (
      <>
        <Button
          variant="contained"
          color="error"
          onClick={confirmDelete}
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          YES, DELETE
        </Button>
        <Button onClick={() => onChange({ mode: 'view', apiKey: state.apiKey })} disabled={remove.isPending}>
          CANCEL
        </Button>
      </>
    );
  }

  return (
    <>
      <DrawerFrame open={open} title={TITLES[state.mode]} onClose={onClose} footer={footer}>
        {body}
      </DrawerFrame>
      <ConfirmDialog
        open={confirmingRefresh && state.mode === 'view'}
        title="Refresh API Key?"
        text={state.mode === 'add' ? '' : API_KEY_MESSAGES.refreshConfirm(state.apiKey.token_name)}
        confirmLabel="Yes, Refresh"
        loading={refresh.isPending}
        onConfirm={confirmRefresh}
        onCancel={() => setConfirmingRefresh(false)}
      />
    </>
  );
}
