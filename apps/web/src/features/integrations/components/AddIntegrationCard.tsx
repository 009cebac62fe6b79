import AddIcon from '@mui/icons-material/Add';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CATALOGUE_PATH } from '../utils/paths';

/** The last card of Manage Integrations: back to the catalogue to connect another. */
export function AddIntegrationCard() {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%', minHeight: 120, borderStyle: 'dashed' }}>
        <CardActionArea
          component={RouterLink}
          to={CATALOGUE_PATH}
          sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', gap: 1, color: 'primary.main' }}
        >
          <AddIcon aria-hidden />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            Add Integration
          </Typography>
        </CardActionArea>
      </Card>
    </li>
  );
}
