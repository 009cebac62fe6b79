import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useConfirmDiscard, useUnsavedChanges } from './discard-guard/discard-scope-context';
import { DiscardScope } from './discard-guard/DiscardScope';
import { useOpenDrawerHeaderRef } from './toast/open-drawer-header';

/** Width of the right-hand drawers (part 1 §9). */
export const DRAWER_WIDTH = 657;

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Called once the closing slide has finished. */
  onExited?: () => void;
  footer?: ReactNode;
  /** The drawer's owner holds the form and says it has unsaved input (forms inside use `useUnsavedChanges`). */
  unsaved?: boolean;
  children: ReactNode;
};

/**
 * Right-hand drawer with a title bar, a scrolling body and a fixed footer. While it is open, a form
 * inside with unsaved input (`useUnsavedChanges`) makes X, the backdrop, Escape and a `LeaveButton`
 * ask before closing.
 */
export function DrawerFrame(props: Props) {
  return (
    <DiscardScope active={props.open}>
      <GuardedDrawer {...props} />
    </DiscardScope>
  );
}

function GuardedDrawer({ open, title, onClose, onExited, footer, unsaved = false, children }: Props) {
  useUnsavedChanges(unsaved);
  const confirmDiscard = useConfirmDiscard();
  const close = () => confirmDiscard(onClose);
  // Toasts keep clear of the title bar while the drawer is open.
  const headerRef = useOpenDrawerHeaderRef(open);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, display: 'flex', flexDirection: 'column' }, 'aria-label': title },
        transition: { onExited },
      }}
    >
      <Box ref={headerRef} sx={{ display: 'flex', alignItems: 'center', px: 3, py: 1.5, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
      {footer ? (
        <>
          <Divider />
          <Box sx={{ px: 3, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>{footer}</Box>
        </>
      ) : null}
    </Drawer>
  );
}
