import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SHIPMENT_STATUSES, STATUS_LABELS, type ShipmentStatus } from '@trailpost/contracts';
import { useState } from 'react';
import { StatusDot } from '@/components/StatusChip';

export const DELETE_CONFIRM_TITLE = 'Are you sure to delete selected shipments?';
export const DELETE_CONFIRM_TEXT = 'This action can not be undo.';

export type SubUserChoice = { id: string; name: string };

type Props = {
  count: number;
  busy: boolean;
  /** Assign To and Unassign are offered to main users only (part 1 §6). */
  canAssign: boolean;
  subUsers: readonly SubUserChoice[];
  onDelete: () => void;
  onStatus: (status: ShipmentStatus) => void;
  onAssign: (subUserId: string) => void;
  onUnassign: () => void;
  onClear: () => void;
};

/** Actions on the selected rows: delete, update status, assign to and unassign. */
export function BulkBar({ count, busy, canAssign, subUsers, onDelete, onStatus, onAssign, onUnassign, onClear }: Props) {
  const [statusAnchor, setStatusAnchor] = useState<HTMLElement | null>(null);
  const [assignAnchor, setAssignAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Box
      role="toolbar"
      aria-label="Bulk actions"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'rgba(31, 95, 191, 0.07)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title="Clear selection">
        <IconButton size="small" aria-label="Clear selection" onClick={onClear}>
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography sx={{ fontWeight: 600, fontSize: 14, mr: 1 }}>{count} selected</Typography>
      <Button size="small" color="error" startIcon={<DeleteOutline />} disabled={busy} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Button
        size="small"
        startIcon={<SyncAlt />}
        endIcon={<ArrowDropDown />}
        disabled={busy}
        onClick={(event) => setStatusAnchor(event.currentTarget)}
      >
        Update Status
      </Button>
      {canAssign ? (
        <>
          <Button
            size="small"
            startIcon={<PersonAddAlt />}
            endIcon={<ArrowDropDown />}
            disabled={busy}
            onClick={(event) => setAssignAnchor(event.currentTarget)}
          >
            Assign To
          </Button>
          <Button size="small" startIcon={<PersonRemoveOutlined />} disabled={busy} onClick={onUnassign}>
            Unassign
          </Button>
        </>
      ) : null}

      <Menu anchorEl={statusAnchor} open={statusAnchor !== null} onClose={() => setStatusAnchor(null)}>
        {SHIPMENT_STATUSES.map((status) => (
          <MenuItem
            key={status}
            dense
            onClick={() => {
              setStatusAnchor(null);
              onStatus(status);
            }}
          >
            <ListItemIcon sx={{ minWidth: 24 }}>
              <StatusDot status={status} />
            </ListItemIcon>
            <ListItemText>{STATUS_LABELS[status]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>

      <Menu anchorEl={assignAnchor} open={assignAnchor !== null} onClose={() => setAssignAnchor(null)}>
        {subUsers.length === 0 ? (
          <MenuItem dense disabled>
            No Sub User Found
          </MenuItem>
        ) : (
          subUsers.map((subUser) => (
            <MenuItem
              key={subUser.id}
              dense
              onClick={() => {
                setAssignAnchor(null);
                onAssign(subUser.id);
              }}
            >
              {subUser.name}
            </MenuItem>
          ))
        )}
      </Menu>

      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs" fullWidth>
        <DialogTitle sx={{ fontSize: 18 }}>{DELETE_CONFIRM_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DELETE_CONFIRM_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disableElevation
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
