import ChevronLeft from '@mui/icons-material/ChevronLeft';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { API_DOCS_URL, SUPPORT_URL } from '@/lib/external-links';
import type { MenuEntry } from '../routes/route-table';
import { MENU_ICONS } from './menu-icons';

const MENU_WIDTH_OPEN = 232;
const MENU_WIDTH_CLOSED = 64;

type Props = {
  open: boolean;
  onToggle: () => void;
  /** On a phone the menu is a drawer over the page, opened from the top bar, closed by a pick. */
  phone?: boolean;
  entries: MenuEntry[];
  isActive: (entry: MenuEntry) => boolean;
};

function Item({ open, label, icon, children }: { open: boolean; label: string; icon: ReactElement; children: (content: ReactElement) => ReactElement }) {
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      {open ? <ListItemText primary={label} /> : null}
    </>
  );
  const item = children(content);
  // Each entry is a list item of its own, as a list's children must be.
  return (
    <ListItem disablePadding>
      {open ? (
        item
      ) : (
        <Tooltip title={label} placement="right">
          {item}
        </Tooltip>
      )}
    </ListItem>
  );
}

/** Left menu: the entries the user may open, then Support and API documentation in new tabs. */
export function SideMenu({ open, onToggle, entries, isActive, phone = false }: Props) {
  const width = open ? MENU_WIDTH_OPEN : MENU_WIDTH_CLOSED;
  const paper = { width, overflowX: 'hidden', boxSizing: 'border-box', transition: (theme: Theme) => theme.transitions.create('width') } as const;
  return (
    <Drawer
      variant={phone ? 'temporary' : 'permanent'}
      open={open}
      onClose={onToggle}
      component="nav"
      aria-label="Main menu"
      sx={phone ? { '& .MuiDrawer-paper': paper } : { width, flexShrink: 0, transition: paper.transition, '& .MuiDrawer-paper': paper }}
      onClick={phone ? (event) => (event.target as HTMLElement).closest('a') && onToggle() : undefined}
    >
      <Toolbar sx={{ px: 1.5, justifyContent: open ? 'space-between' : 'center' }} disableGutters>
        {open ? (
          <Typography variant="h6" color="primary" sx={{ pl: 1, fontWeight: 700 }}>
            Trailpost
          </Typography>
        ) : null}
        <IconButton onClick={onToggle} aria-label={phone ? 'Close menu' : open ? 'Collapse menu' : 'Expand menu'} aria-expanded={open}>
          {open ? <ChevronLeft /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Divider />
      <List>
        {entries.map((entry) => (
          <Item key={entry.path} open={open} label={entry.label} icon={MENU_ICONS[entry.path] ?? <MenuIcon />}>
            {(content) => (
              <ListItemButton component={RouterLink} to={entry.path} selected={isActive(entry)} aria-label={entry.label} sx={{ minHeight: 48 }}>
                {content}
              </ListItemButton>
            )}
          </Item>
        ))}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List>
        <Item open={open} label="Support" icon={<SupportAgentOutlined />}>
          {(content) => (
            <ListItemButton component="a" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" aria-label="Support" sx={{ minHeight: 48 }}>
              {content}
            </ListItemButton>
          )}
        </Item>
        <Item open={open} label="API documentation" icon={<DescriptionOutlined />}>
          {(content) => (
            <ListItemButton component="a" href={API_DOCS_URL} target="_blank" rel="noopener noreferrer" aria-label="API documentation" sx={{ minHeight: 48 }}>
              {content}
            </ListItemButton>
          )}
        </Item>
      </List>
    </Drawer>
  );
}
