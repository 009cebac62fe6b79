import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/lib/sign-out';

type Props = { id: string; anchor: HTMLElement | null; onClose: () => void };

/** View Profile, Logout and Sign out everywhere, under the avatar while `anchor` is set. */
export default function ProfileMenuList({ id, anchor, onClose }: Props) {
  const navigate = useNavigate();
  const { logout, logoutEverywhere, pending } = useSignOut();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          void navigate('/settings_profile');
        }}
      >
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        View Profile
      </MenuItem>
      <MenuItem
        disabled={pending}
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
      <MenuItem
        disabled={pending}
        onClick={() => {
          onClose();
          logoutEverywhere();
        }}
      >
        <ListItemIcon>
          <DevicesOutlined fontSize="small" />
        </ListItemIcon>
        Sign out everywhere
      </MenuItem>
    </Menu>
  );
}
