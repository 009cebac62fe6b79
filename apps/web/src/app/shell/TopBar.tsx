import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ProfileMenu } from './ProfileMenu';

/** Top bar: the title of the current path group and the profile menu. */
export function TopBar({ title, profileName }: { title: string; profileName: string }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <ProfileMenu name={profileName} />
      </Toolbar>
    </AppBar>
  );
}
