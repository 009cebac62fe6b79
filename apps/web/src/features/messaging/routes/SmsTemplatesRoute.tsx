import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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
import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { SettingsPage } from '@/components/SettingsPage';
import { useDeleteSmsTemplate } from '../api/delete-sms-template';
import { useSmsTemplates } from '../api/get-sms-templates';
import { SMS_LIST } from '../components/template-lists';
import { DeleteTemplateDialog } from '../components/DeleteTemplateDialog';
import { TemplateTableState } from '../components/TemplateTableState';
import { useDeleteFlow } from '../components/use-delete-flow';

/** /settings_sms: the SMS templates with Copy, Edit and Delete (part 2 §2.7). */
export function SmsTemplatesRoute() {
  const templates = useSmsTemplates();
  const remove = useDeleteSmsTemplate();
  const deletion = useDeleteFlow(remove);

  return (
    <SettingsPage
      title={SMS_LIST.label}
      description={
        <>
          The text messages your automations send to customers. E-mails have their own{' '}
          <Link component={RouterLink} to="/settings_email">
            e-mail templates
          </Link>
          .
        </>
      }
      actions={
        <Tooltip title="Add SMS template">
          <IconButton component={RouterLink} to="/custom_sms_template" color="primary" aria-label="Add SMS template">
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={SMS_LIST.label}>
            <TableHead>
              <TableRow>
                <TableCell>Template Name</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.isSuccess && templates.data.length > 0 ? (
                templates.data.map((template) => (
                  <TableRow key={template._id} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {template.template_name}
                      </Typography>
                      {/* The start of the message, on one line, so similar names can be told apart. */}
                      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                        {template.body}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Copy">
                        <IconButton component={RouterLink} to={`/copy_sms_template/${template._id}`} aria-label={`Copy ${template.template_name}`}>
                          <ContentCopyOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Edit">
                        <IconButton component={RouterLink} to={`/edit_sms_template/${template._id}`} aria-label={`Edit ${template.template_name}`}>
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${template.template_name}`} color="error" onClick={() => deletion.ask(template)}>
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <TemplateTableState columns={2} isPending={templates.isPending} error={templates.error} emptyText={MESSAGING_MESSAGES.noSmsTemplates} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <DeleteTemplateDialog open={deletion.deleting !== null} loading={remove.isPending} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </SettingsPage>
  );
}
