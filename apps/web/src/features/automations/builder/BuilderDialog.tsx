import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

type Props = {
  /** The element that names the dialog ("Back To Automate"). */
  titleId: string;
  onClose: () => void;
  header: ReactNode;
  children: ReactNode;
};

/** The builder's full-screen dialog: a fixed top bar over a scrolling canvas. */
export function BuilderDialog({ titleId, onClose, header, children }: Props) {
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      {header}
      <Box component="main" sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', bgcolor: 'grey.50', px: { xs: 2, sm: 3 }, py: { xs: 2.5, sm: 4 } }}>
        {children}
      </Box>
    </Dialog>
  );
}
