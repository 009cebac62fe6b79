import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { WEBHOOK_MESSAGES, type WebhookView } from '@trailpost/contracts';
import type { ReactNode } from 'react';
import { QueryTableBody } from '@/components/QueryTableBody';
import { useWebhooks } from '../api/get-webhooks';
import { WebhookHealth } from './WebhookHealth';
import { WebhookStatus } from './WebhookStatus';

const COLUMNS = 3;

export type WebhookActions = {
  onEdit: (webhook: WebhookView) => void;
  onDeliveries: (webhook: WebhookView) => void;
  onDelete: (webhook: WebhookView) => void;
  onActivate: (webhook: WebhookView) => void;
  /** The webhook whose activation is on its way. */
  activatingId: string | null;
};

function Action({ title, label, onClick, children }: { title: string; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The webhook URLs with their status (part 2 §2.3), and for each: deliveries, edit and delete. */
export function WebhooksTable({ onEdit, onDeliveries, onDelete, onActivate, activatingId }: WebhookActions) {
  const webhooks = useWebhooks();

  return (
    <TableContainer>
      <Table size="small" aria-label="Webhooks">
        <TableHead>
          <TableRow>
            <TableCell>Webhook URL</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <QueryTableBody query={webhooks} columns={COLUMNS} empty={WEBHOOK_MESSAGES.empty}>
          {(items) =>
            items.map((webhook) => (
              <TableRow key={webhook.id} aria-label={webhook.endpoint_url}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {webhook.endpoint_url}
                  </Typography>
                  <WebhookHealth webhook={webhook} />
                </TableCell>
                <TableCell>
                  <WebhookStatus webhook={webhook} activating={activatingId === webhook.id} onActivate={() => onActivate(webhook)} />
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Action title="Deliveries" label={`Deliveries of ${webhook.endpoint_url}`} onClick={() => onDeliveries(webhook)}>
                      <HistoryIcon fontSize="small" />
                    </Action>
                    <Action title="Edit" label={`Edit ${webhook.endpoint_url}`} onClick={() => onEdit(webhook)}>
                      <EditOutlinedIcon fontSize="small" />
                    </Action>
                    <Action title="Delete" label={`Delete ${webhook.endpoint_url}`} onClick={() => onDelete(webhook)}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </Action>
                  </Box>
                </TableCell>
              </TableRow>
            ))
          }
        </QueryTableBody>
      </Table>
    </TableContainer>
  );
}
