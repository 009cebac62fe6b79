import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TRACKING_PAGE_MESSAGES, type TrackingTemplateListItem } from '@trailpost/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTrackingTemplate } from '../api/delete-tracking-template';
import { useTrackingTemplates } from '../api/get-tracking-templates';
import { useSetDefaultTrackingTemplate } from '../api/set-default-tracking-template';
import { DefaultStar } from '../components/DefaultStar';
import { DeleteTrackingPageDialog } from '../components/DeleteTrackingPageDialog';
import { PageSettingsCard } from '../components/PageSettingsCard';
import { PageTextsCard } from '../components/PageTextsCard';
import { TableState } from '../components/TableState';
import { LIST_PATH, previewPath } from '../utils/paths';

export const NO_TEMPLATES = 'No tracking pages yet.';

/** /custom_tracking_page (part 2 §2.10): the templates, the default starred, with Delete, Preview and Copy; then how lookups are answered. */
export function TrackingTemplatesRoute() {
  const toast = useToast();
  const templates = useTrackingTemplates();
  const makeDefault = useSetDefaultTrackingTemplate();
  const remove = useDeleteTrackingTemplate();
  const [deleting, setDeleting] = useState<TrackingTemplateListItem | null>(null);

  const chooseDefault = (template: TrackingTemplateListItem) =>
    makeDefault.mutate(template._id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Tracking Pages
        </Typography>
        <Tooltip title="Add tracking page">
          <IconButton component={RouterLink} to={`${LIST_PATH}/create`} color="primary" aria-label="Add tracking page">
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What your customers see when they track a shipment. The starred template is the one shown, at the address set under{' '}
        <Link component={RouterLink} to="/custom_domain">
          Custom Domain
        </Link>
        .
      </Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Tracking pages">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Default</TableCell>
                <TableCell>Template Name</TableCell>
                <TableCell align="center">Delete</TableCell>
                <TableCell align="center">Preview</TableCell>
                <TableCell align="center">Copy</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.isSuccess && templates.data.length > 0 ? (
                templates.data.map((template) => {
                  const isDefault = template.is_default_template === 1;
                  return (
                    <TableRow key={template._id} hover>
                      <TableCell padding="checkbox" align="center">
                        <DefaultStar name={template.template_name} isDefault={isDefault} disabled={makeDefault.isPending} onChoose={() => chooseDefault(template)} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link component={RouterLink} to={`${LIST_PATH}/edit/${template._id}`} sx={{ fontWeight: 500 }}>
                          {template.template_name}
                        </Link>
                      </TableCell>
                      <TableCell align="center">
                        <Tooltip title={isDefault ? TRACKING_PAGE_MESSAGES.defaultNotDeletable : 'Delete'}>
                          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
                          <span>
                            <IconButton aria-label={`Delete ${template.template_name}`} color="error" disabled={isDefault} onClick={() => setDeleting(template)}>
                              <DeleteOutlinedIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </TableCell>
                      <TableCell align="center">
                        <Tooltip title="Preview in a new tab">
                          <IconButton component="a" href={previewPath(template._id)} target="_blank" rel="noopener" aria-label={`Preview ${template.template_name}`}>
                            <VisibilityOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                      <TableCell align="center">
                        <Tooltip title="Copy">
                          <IconButton component={RouterLink} to={`${LIST_PATH}/copy/${template._id}`} aria-label={`Copy ${template.template_name}`}>
                            <ContentCopyOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })
              ) : (
                <TableState
                  columns={5}
                  isPending={templates.isPending}
                  error={templates.error}
                  empty={
                    <>
                      {NO_TEMPLATES}{' '}
                      <Link component={RouterLink} to={`${LIST_PATH}/create`}>
                        Add one
                      </Link>
                    </>
                  }
                />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <PageSettingsCard />
      <PageTextsCard />
      <DeleteTrackingPageDialog open={deleting !== null} loading={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </Box>
  );
}
