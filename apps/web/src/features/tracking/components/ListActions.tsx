import AddIcon from '@mui/icons-material/Add';
import CloseFullscreen from '@mui/icons-material/CloseFullscreen';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInFull from '@mui/icons-material/OpenInFull';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent, type ReactElement } from 'react';

type Props = {
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  onColumns: () => void;
  onImport: () => void;
  onExport: () => void;
  onAdd: () => void;
};

function Action({ label, icon, onClick, primary = false }: { label: string; icon: ReactElement; onClick: (event: MouseEvent<HTMLElement>) => void; primary?: boolean }) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={onClick}
        size="small"
        sx={{
          border: 1,
          borderColor: primary ? 'primary.main' : 'divider',
          borderRadius: 1.5,
          width: 36,
          height: 36,
          bgcolor: primary ? 'primary.main' : 'background.paper',
          color: primary ? 'primary.contrastText' : 'text.secondary',
          '&:hover': { bgcolor: primary ? 'primary.dark' : 'action.hover' },
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Full screen, column chooser, import, export and add tracking. */
export function ListActions({ fullScreen, onToggleFullScreen, onColumns, onImport, onExport, onAdd }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const secondary = [
    { label: 'Columns', icon: <ViewColumnOutlined fontSize="small" />, onClick: onColumns },
    { label: 'Import Shipment', icon: <FileUploadOutlined fontSize="small" />, onClick: onImport },
    { label: 'Export Shipment', icon: <FileDownloadOutlined fontSize="small" />, onClick: onExport },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {phone ? (
        // A phone keeps Add in sight and the rest one tap away, so nothing falls off the screen.
        <>
          <Action label="More actions" icon={<MoreVert fontSize="small" />} onClick={(event) => setMoreAnchor(event.currentTarget)} />
          <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
            {secondary.map((action) => (
              <MenuItem
                key={action.label}
                onClick={() => {
                  setMoreAnchor(null);
                  action.onClick();
                }}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        <>
          <Action
            label={fullScreen ? 'Collapse full screen' : 'Expand full screen'}
            icon={fullScreen ? <CloseFullscreen fontSize="small" /> : <OpenInFull fontSize="small" />}
            onClick={onToggleFullScreen}
          />
          {secondary.map((action) => (
            <Action key={action.label} {...action} />
          ))}
        </>
      )}
      <Action label="Add Tracking" icon={<AddIcon fontSize="small" />} onClick={onAdd} primary />
    </Box>
  );
}
