import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; subtitle?: ReactNode; children: ReactNode };

/** Centred card with the product name, used by the sign-in and account screens. */
export function AuthLayout({ title, subtitle, children }: Props) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} variant="outlined">
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h6" component="p" color="primary" gutterBottom sx={{ fontWeight: 700, textAlign: 'center' }}>
            Trailpost
          </Typography>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle ? (
            <Box sx={{ mt: 1, textAlign: 'center', color: 'text.secondary' }}>{subtitle}</Box>
          ) : null}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
}
