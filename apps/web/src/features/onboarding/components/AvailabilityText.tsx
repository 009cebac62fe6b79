import Typography from '@mui/material/Typography';

export type AvailabilityStatus = { text: string; ok: boolean } | null;

/** The live availability line under the sub-domain input: green when free, red otherwise. */
export function AvailabilityText({ status }: { status: AvailabilityStatus }) {
  return (
    <Typography
      id="sub-domain-status"
      variant="body2"
      role="status"
      sx={{ minHeight: 20, px: 1.75, fontWeight: 500, color: status?.ok ? 'success.main' : 'error.main' }}
    >
      {status?.text ?? ''}
    </Typography>
  );
}
