import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
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
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { useEmailTemplates } from '../api/get-email-templates';
import { EMAIL_LIST } from '../components/template-lists';
import { DeleteTemplateDialog } from '../components/DeleteTemplateDialog';
import { TemplateTableState } from '../components/TemplateTableState';
import { useDeleteFlow } from '../components/use-delete-flow';

/** /settings_email: the e-mail templates, each opened by its name, copied or deleted (part 2 §2.6). */
export function EmailTemplatesRoute() {
  const templates = useEmailTemplates();
  const remove = useDeleteEmailTemplate();
  const deletion = useDeleteFlow(remove);

  return (
    <SettingsPage
      title={EMAIL_LIST.label}
      description={
        <>
          The e-mails your automations send to customers, with placeholders filled for each shipment. Text messages have their own{' '}
          <Link component={RouterLink} to="/settings_sms">
            SMS templates
          </Link>
          .
        </>
      }
      actions={
        <Tooltip title="Add email template">
          <IconButton component={RouterLink} to="/custom_email_template" color="primary" aria-label="Add email template">
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={EMAIL_LIST.label}>
            <TableHead>
              <TableRow>
                <TableCell>Template Name</TableCell>
                <TableCell align="center" sx={{ width: 72 }}>
                  Copy
                </TableCell>
                <TableCell align="center" sx={{ width: 72 }}>
                  Delete
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.isSuccess && templates.data.length > 0 ? (
                templates.data.map((template) => (
                  <TableRow key={template._id} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={`/edit_email_template/${template._id}`} sx={{ fontWeight: 500 }}>
                        {template.template_name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {template.subject}
                      </Typography>
                    </TableCell>
                    <TableCell align="center">
                      <Tooltip title="Copy">
                        <IconButton component={RouterLink} to={`/copy_email_template/${template._id}`} aria-label={`Copy ${template.template_name}`}>
                          <ContentCopyOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                    <TableCell align="center">
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${template.template_name}`} color="error" onClick={() => deletion.ask(template)}>
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <TemplateTableState columns={3} isPending={templates.isPending} error={templates.error} emptyText={MESSAGING_MESSAGES.noEmailTemplates} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <DeleteTemplateDialog open={deletion.deleting !== null} loading={remove.isPending} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </SettingsPage>
  );
}
