import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { initialOf } from '@/lib/formatting';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The menu's code (MUI's Menu and Popover) is fetched when the pointer or focus reaches the
// avatar, not with every screen: most visits never open it.
const loadMenu = () => import('./ProfileMenuList');
const ProfileMenuList = lazy(loadMenu);

/** Avatar button that opens View Profile, Logout and Sign out everywhere. */
export function ProfileMenu({ name }: { name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const drawn = useOpenedOnce(open);

  return (
    <>
      <IconButton
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'profile-menu' : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16 }}>{initialOf(name)}</Avatar>
      </IconButton>
      {drawn ? (
        <Suspense fallback={null}>
          <ProfileMenuList id="profile-menu" anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
