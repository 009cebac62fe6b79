import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ADVANTAGES = [
  { icon: NotificationsActiveOutlined, title: 'Necessary notifications', text: 'Keep customers informed at every step with e-mail and SMS updates.' },
  { icon: CompareArrowsOutlined, title: 'Price comparisons', text: 'See how your couriers perform and compare them side by side.' },
  { icon: HubOutlined, title: 'Multi-channel integration', text: 'Bring in orders from your stores and couriers in one place.' },
];

type Props = { onAdd: () => void; onImport: () => void };

/** Shown while the account has no shipment at all: invites to list the first one. */
export function FirstRunBanner({ onAdd, onImport }: Props) {
  return (
    <Box component="section" aria-labelledby="first-run-title" sx={{ px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'rgba(31, 95, 191, 0.1)',
          color: 'primary.main',
        }}
      >
        <LocalShippingOutlined sx={{ fontSize: 38 }} />
      </Box>
      <Typography id="first-run-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Multi-shipment Tracking Software
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto', mb: 4 }}>
        List your first shipment and follow every parcel, across all your couriers, from one screen.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ maxWidth: 880, mx: 'auto', mb: 4 }} component="ul" aria-label="Advantages">
        {ADVANTAGES.map(({ icon: Icon, title, text }) => (
          <Box
            component="li"
            key={title}
            sx={{ listStyle: 'none', flex: 1, p: 2.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50', textAlign: 'left' }}
          >
            <Icon color="primary" />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" disableElevation onClick={onAdd}>
          + Add Shipment
        </Button>
        <Button variant="outlined" onClick={onImport}>
          + Import Shipment
        </Button>
      </Stack>
    </Box>
  );
}
