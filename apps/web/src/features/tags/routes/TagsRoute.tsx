import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TAG_MESSAGES, type Tag } from '@trailpost/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageLoader } from '@/components/PageLoader';
import { SettingsPage } from '@/components/SettingsPage';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '@/lib/api/get-tags';
import { AddTagForm } from '../components/AddTagForm';
import { TagRow } from '../components/TagRow';

export const PAGE_TITLE = 'Shipment Tags';
export const DELETE_TAG_DIALOG = {
  title: 'Delete Tag?',
  text: 'Are you sure want to delete this tag? It will be removed from every shipment that has it.',
  confirm: 'Yes, Delete',
} as const;

/** Settings screen /tags: the account's shipment tags, renamed, recoloured, added and deleted here. */
export function TagsRoute() {
  const toast = useToast();
  const tags = useTags();
  const remove = useDeleteTag();
  const [deleting, setDeleting] = useState<Tag | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => {
        toast.success(message);
        setDeleting(null);
      },
      onError: (failure) => {
        toast.error(errorMessage(failure));
        setDeleting(null);
      },
    });
  };

  let rows;
  if (tags.isPending) {
    rows = (
      <TableRow>
        <TableCell colSpan={3}>
          <PageLoader />
        </TableCell>
      </TableRow>
    );
  } else if (tags.isError) {
    rows = (
      <TableRow>
        <TableCell colSpan={3}>
          <Alert severity="error">{errorMessage(tags.error)}</Alert>
        </TableCell>
      </TableRow>
    );
  } else if (tags.data.length === 0) {
    rows = (
      <TableRow>
        <TableCell colSpan={3} align="center" sx={{ py: 6, color: 'text.secondary' }}>
          {TAG_MESSAGES.noTags}
        </TableCell>
      </TableRow>
    );
  } else {
    rows = tags.data.map((tag) => <TagRow key={tag._id} tag={tag} onDelete={setDeleting} />);
  }

  return (
    <SettingsPage
      title={PAGE_TITLE}
      description="Tags label shipments so you can find and filter them. Renaming or recolouring a tag changes it on every shipment."
    >
      <Paper variant="outlined">
        <Box sx={{ p: 2, pb: 0 }}>
          <AddTagForm />
        </Box>
        <Divider />
        <TableContainer>
          <Table size="small" aria-label={PAGE_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Tag Name</TableCell>
                <TableCell>Color</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={DELETE_TAG_DIALOG.title}
        text={DELETE_TAG_DIALOG.text}
        confirmLabel={DELETE_TAG_DIALOG.confirm}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SettingsPage>
  );
}
