import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StoreRecord } from '@trailpost/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteStore } from '../api/delete-store';
import { LIST_PATH } from '../utils/paths';
import { DeleteStoreDialog } from './DeleteStoreDialog';

/** DELETE on an edit screen: asks first, then goes back to Manage Integrations. */
export function DeleteStoreButton({ store }: { store: Pick<StoreRecord, '_id' | 'store_name'> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteStore();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(store._id, {
      onSuccess: (message) => {
        toast.success(message);
        void navigate(LIST_PATH);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorMessage(error));
      },
    });
  return (
    <>
      <Box sx={{ flexGrow: 1 }} />
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        DELETE
      </Button>
      <DeleteStoreDialog name={store.store_name} open={asking} loading={remove.isPending} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </>
  );
}
