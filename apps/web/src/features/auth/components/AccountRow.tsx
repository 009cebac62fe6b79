import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { initialOf } from '@/lib/formatting';
import type { SavedAccount } from '@/lib/session';

type Props = {
  account: SavedAccount;
  removing: boolean;
  onChoose: (account: SavedAccount) => void;
  onRemove: (account: SavedAccount) => void;
};

/** One saved account in the chooser; in remove mode it carries a remove button. */
export function AccountRow({ account, removing, onChoose, onRemove }: Props) {
  const text = <ListItemText primary={account.name || account.email} secondary={account.email} />;
  const avatar = (
    <ListItemAvatar>
      <Avatar>{initialOf(account.name || account.email)}</Avatar>
    </ListItemAvatar>
  );
  if (removing) {
    return (
      <ListItem
        divider
        secondaryAction={
          <IconButton edge="end" aria-label={`Remove ${account.email}`} onClick={() => onRemove(account)}>
            <DeleteOutlined />
          </IconButton>
        }
      >
        {avatar}
        {text}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={() => onChoose(account)}>
        {avatar}
        {text}
      </ListItemButton>
    </ListItem>
  );
}
