import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NotificationBell } from '@/features/notifications';
import { ProfileMenu } from './ProfileMenu';

/** The organization as the session record carries it. */
export type Organization = { logo: string | null; company_name: string | null };

type Props = {
  title: string;
  userId: string | null;
  profileName: string;
  organization: Organization | null;
  /** On a phone, where the menu is hidden until asked for. */
  onOpenMenu?: () => void;
};

/** Top bar: the title of the current path group, the organization's logo, the notification bell and the profile menu. */
export function TopBar({ title, userId, profileName, organization, onOpenMenu }: Props) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 0.5 }}>
        {onOpenMenu ? (
          <IconButton edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {organization?.logo ? (
          <Box
            component="img"
            src={organization.logo}
            alt={organization.company_name ?? 'Company logo'}
            sx={{ height: 32, maxWidth: { xs: 72, sm: 140 }, objectFit: 'contain', mr: 1 }}
          />
        ) : null}
        {userId ? <NotificationBell userId={userId} /> : null}
        <ProfileMenu name={profileName} />
      </Toolbar>
    </AppBar>
  );
}
