import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ChannelLogo } from './ChannelLogo';

type Props = { name: string; logo: string; to: string };

/** One channel of the catalogue: its logo and name, opening its add screen. */
export function ChannelCard({ name, logo, to }: Props) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}>
          <ChannelLogo src={logo} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        </CardActionArea>
      </Card>
    </li>
  );
}
