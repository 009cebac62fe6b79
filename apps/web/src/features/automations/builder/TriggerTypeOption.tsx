import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Props = { value: string; label: string; description: string };

/** One choice of step 1, as a card with its radio button. */
export function TriggerTypeOption({ value, label, description }: Props) {
  const descriptionId = useId();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, px: 1.5, py: 1, '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.hover' } }}>
      <FormControlLabel
        value={value}
        control={<Radio slotProps={{ input: { 'aria-label': label, 'aria-describedby': descriptionId } }} />}
        sx={{ width: '100%', m: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
        label={
          <>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography id={descriptionId} variant="body2" color="text.secondary">
              {description}
            </Typography>
          </>
        }
      />
    </Paper>
  );
}
