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
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SettingsPage } from '@/components/SettingsPage';
import { languageName } from '../utils/language-name';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import type { TemplateList } from './template-lists';
import { TemplateTableState } from './TemplateTableState';
import { useDeleteFlow } from './use-delete-flow';

type Named = { _id: string; template_name: string };

/** What tells one channel's list (e-mail or SMS) from the other's. */
export type TemplateListChannel<T extends Named> = {
  list: TemplateList;
  description: ReactNode;
  addLabel: string;
  emptyText: string;
  /** The line under the name that tells similar templates apart. */
  summary: (template: T) => string;
  /** The languages the template also speaks (its variants). */
  languages: (template: T) => string[];
  /**
   * by-name: the name opens the editor, and Copy and Delete have a column each (part 2 §2.6);
   * buttons: Copy, Edit and Delete side by side in one Actions column, the summary on one line (§2.7).
   */
  layout: 'by-name' | 'buttons';
};

type Props<T extends Named> = {
  channel: TemplateListChannel<T>;
  templates: UseQueryResult<T[]>;
  remove: UseMutationResult<string, Error, string>;
  /** What the screen shows below the list (the SMS quiet hours). */
  after?: ReactNode;
};

const ONE_LINE = { display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

function ActionButton({ title, label, to, icon }: { title: string; label: string; to: string; icon: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton component={RouterLink} to={to} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** "Also in Deutsch, 日本語": the variants a template has, so a merchant sees which languages are covered. */
function TemplateLanguages({ languages }: { languages: string[] }) {
  if (languages.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Also in{' '}
      {languages.map((language, index) => (
        <span key={language}>
          {index > 0 ? ', ' : ''}
          <span lang={language}>{languageName(language)}</span>
        </span>
      ))}
    </Typography>
  );
}

/** A channel's templates, each copied, edited or deleted, with an add icon (the e-mail and SMS lists). */
export function TemplateListScreen<T extends Named>({ channel, templates, remove, after }: Props<T>) {
  const deletion = useDeleteFlow(remove);
  const byName = channel.layout === 'by-name';

  const row = (template: T) => {
    const copy = <ActionButton title="Copy" label={`Copy ${template.template_name}`} to={channel.list.copyPath(template._id)} icon={<ContentCopyOutlinedIcon fontSize="small" />} />;
    const del = (
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${template.template_name}`} color="error" onClick={() => deletion.ask(template)}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
    return (
      <TableRow key={template._id} hover>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {byName ? (
            <Link component={RouterLink} to={channel.list.editPath(template._id)} sx={{ fontWeight: 500 }}>
              {template.template_name}
            </Link>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {template.template_name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={byName ? undefined : ONE_LINE}>
            {channel.summary(template)}
          </Typography>
          <TemplateLanguages languages={channel.languages(template)} />
        </TableCell>
        {byName ? (
          <>
            <TableCell align="center">{copy}</TableCell>
            <TableCell align="center">{del}</TableCell>
          </>
        ) : (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {copy}
            <ActionButton title="Edit" label={`Edit ${template.template_name}`} to={channel.list.editPath(template._id)} icon={<EditOutlinedIcon fontSize="small" />} />
            {del}
          </TableCell>
        )}
      </TableRow>
    );
  };

  return (
    <SettingsPage
      title={channel.list.label}
      description={channel.description}
      actions={
        <Tooltip title={channel.addLabel}>
          <IconButton component={RouterLink} to={channel.list.newPath} color="primary" aria-label={channel.addLabel}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={channel.list.label}>
            <TableHead>
              <TableRow>
                <TableCell>Template Name</TableCell>
                {byName ? (
                  <>
                    <TableCell align="center" sx={{ width: 72 }}>
                      Copy
                    </TableCell>
                    <TableCell align="center" sx={{ width: 72 }}>
                      Delete
                    </TableCell>
                  </>
                ) : (
                  <TableCell align="right">Actions</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.isSuccess && templates.data.length > 0 ? (
                templates.data.map(row)
              ) : (
                <TemplateTableState columns={byName ? 3 : 2} isPending={templates.isPending} error={templates.error} emptyText={channel.emptyText} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {after}
      <DeleteTemplateDialog open={deletion.deleting !== null} loading={remove.isPending} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </SettingsPage>
  );
}
