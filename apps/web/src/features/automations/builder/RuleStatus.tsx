import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** "Automation is ON" / "Automation is OFF", with a coloured dot. */
export function RuleStatus({ active }: { active: boolean }) {
  return (
    <Typography variant="body2" role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: active ? 'success.dark' : 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: active ? 'success.main' : 'grey.400' }} />
      {active ? 'Automation is ON' : 'Automation is OFF'}
    </Typography>
  );
}
