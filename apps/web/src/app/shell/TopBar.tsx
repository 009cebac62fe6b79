import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NotificationBell } from '@/features/notifications';
import { ProfileMenu } from './ProfileMenu';

/** Top bar: the title of the current path group, the notification bell and the profile menu. */
export function TopBar({ title, userId, profileName }: { title: string; userId: string | null; profileName: string }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {userId ? <NotificationBell userId={userId} /> : null}
        <ProfileMenu name={profileName} />
      </Toolbar>
    </AppBar>
  );
}
