import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { GuardSession } from '../guard/access';
import { groupForPath, titleForPath } from '../routes/match-route';
import type { MenuEntry } from '../routes/route-table';
import { SideMenu } from './SideMenu';
import { TopBar, type Organization } from './TopBar';
import { visibleMenu } from './visible-menu';

type Props = {
  session: GuardSession;
  userId: string | null;
  profileName: string;
  organization: Organization | null;
  children: ReactNode;
};

/** The signed-in frame: left menu, top bar with the path group's title, then the screen. */
export function AppShell({ session, userId, profileName, organization, children }: Props) {
  const theme = useTheme();
  // On a narrow screen the menu starts collapsed so the screen keeps its width.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(() => !narrow);
  // A phone's menu is a drawer over the page and starts closed whatever the wider screen had.
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const currentGroup = groupForPath(pathname);
  const isActive = (entry: MenuEntry) => currentGroup !== null && groupForPath(entry.path) === currentGroup;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideMenu
        open={phone ? phoneMenuOpen : menuOpen}
        onToggle={() => (phone ? setPhoneMenuOpen : setMenuOpen)((o) => !o)}
        entries={visibleMenu(session)}
        isActive={isActive}
        phone={phone}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
        <TopBar
          title={titleForPath(pathname)}
          userId={userId}
          profileName={profileName}
          organization={organization}
          onOpenMenu={phone ? () => setPhoneMenuOpen(true) : undefined}
        />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
