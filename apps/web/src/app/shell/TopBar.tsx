import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NotificationBell } from '@/features/notifications';
import { ProfileMenu } from './ProfileMenu';

/** The organization as the session record carries it. */
export type Organization = { logo: string | null; company_name: string | null };

type Props = { title: string; userId: string | null; profileName: string; organization: Organization | null };

/** Top bar: the title of the current path group, the organization's logo, the notification bell and the profile menu. */
export function TopBar({ title, userId, profileName, organization }: Props) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
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
