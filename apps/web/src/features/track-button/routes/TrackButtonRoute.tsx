import CodeIcon from '@mui/icons-material/Code';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const STORES: { name: string; path: string; text: string; icon: ReactNode }[] = [
  { name: 'Shopify', path: '/track_button_shopify', text: 'A "Track your order" page in your Shopify store that opens your tracking page.', icon: <ShoppingBagOutlinedIcon fontSize="large" /> },
  { name: 'Custom Store', path: '/track_button_custom', text: 'A tracking-number box and Track button to paste into any website.', icon: <CodeIcon fontSize="large" /> },
];

/** /track_button (part 2 §2.12): where the track button goes. */
export function TrackButtonRoute() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Select store to add track button
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Let your customers find their shipment from your store.
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
        {STORES.map((store) => (
          <li key={store.path}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={store.path} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box sx={{ color: 'primary.main' }} aria-hidden="true">
                    {store.icon}
                  </Box>
                  <div>
                    <Typography variant="h6" component="h2">
                      {store.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {store.text}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
