import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';

type Props = { open: boolean; messages: readonly string[]; onClose: () => void };

/** Review: what the rule still lacks before it can be turned on, in the save rules' words. */
export function ReviewDialog({ open, messages, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Review</DialogTitle>
      <DialogContent>
        <DialogContentText>Complete these before the rule can be turned on:</DialogContentText>
        <List dense aria-label="Missing">
          {messages.map((message) => (
            <ListItem key={message} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <ErrorOutlinedIcon color="error" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
