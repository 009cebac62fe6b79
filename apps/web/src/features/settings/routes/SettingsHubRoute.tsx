import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { holdsAccess, type Access } from '@trailpost/contracts';
import { useSession } from '@/lib/use-stored';
import { SETTINGS_CARDS } from '../components/settings-cards';

/**
 * /settings: a card per settings screen, each with EDIT. Without the settings access every card
 * but one's own Profile is disabled, Webhooks also need the tracking access; sub-users do not see
 * Users & Roles (part 2 §2.1, §6).
 */
export function SettingsHubRoute() {
  const session = useSession();
  const isMainUser = session?.userType !== 'subuser';
  const canEdit = isMainUser || (session?.roles.includes('settings') ?? false);
  const opens = (access: Access) => holdsAccess(isMainUser ? 'user' : 'subuser', session?.roles ?? [], access);
  const cards = SETTINGS_CARDS.filter((card) => isMainUser || !card.mainUserOnly).map((card) => ({ ...card, enabled: opens(card.access ?? 'settings') }));

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: canEdit ? 2 : 1 }}>
        Settings
      </Typography>
      {canEdit ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your role does not include settings. Check with your admin for more details.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {cards.map((card) => (
          <Card key={card.path} variant="outlined" aria-disabled={!card.enabled} sx={{ display: 'flex', flexDirection: 'column', opacity: card.enabled ? 1 : 0.6 }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {card.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.description}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={card.path} size="small" disabled={!card.enabled} aria-label={`Edit ${card.title}`}>
                EDIT
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
