import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Courier } from '@trailpost/contracts';
import { CourierLogo } from '@/components/CourierLogo';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCourierCandidates } from '../api/detect-courier';
import { useCouriers } from '@/lib/api/get-couriers';

const TYPING_PAUSE_MS = 350;

type Props = {
  trackingNumber: string;
  /** Only while no courier is chosen: a choice the merchant made is never second-guessed. */
  active: boolean;
  onAccept: (courier: Courier) => void;
};

/** "Looks like UPS" under the tracking number, from its format and check digit; one click fills the courier. */
export function CourierSuggestion({ trackingNumber, active, onAccept }: Props) {
  const number = useDebouncedValue(trackingNumber, TYPING_PAUSE_MS);
  const candidates = useCourierCandidates(number, active);
  const couriers = useCouriers(active);
  const best = candidates.data?.[0];
  const courier = best ? couriers.data?.find((candidate) => candidate.slug === best.slug) : undefined;
  if (!active || !courier) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" aria-live="polite" data-testid="courier-suggestion">
      <CourierLogo slug={courier.slug} size={20} />
      <Typography variant="body2" color="text.secondary">
        Looks like {courier.title}
      </Typography>
      <Button size="small" onClick={() => onAccept(courier)} aria-label={`Use ${courier.title} as the courier`}>
        USE
      </Button>
    </Stack>
  );
}
