import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f5fbf' },
    secondary: { main: '#0f766e' },
    // Coloured buttons and chips get white text only where it reads at 4.5:1 (WCAG AA), dark
    // text otherwise (the warning orange): MUI's default threshold of 3 let white through.
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiDrawer: {
      styleOverrides: {
        // A drawer that slides over the page sits with the dialogs, above the shipment list's
        // full-screen panel (which itself covers the side menu and the top bar).
        root: ({ ownerState, theme }) => (ownerState.variant === 'temporary' ? { zIndex: theme.zIndex.modal } : {}),
      },
    },
  },
});
