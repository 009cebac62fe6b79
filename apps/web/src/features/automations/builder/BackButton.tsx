import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';

export const BUILDER_TITLE = 'Back To Automate';

/** "Back To Automate": the builder's title, and the way back to the rule list. */
export function BackButton({ id, onBack }: { id: string; onBack: () => void }) {
  return (
    <Button id={id} color="inherit" startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ fontWeight: 600, flexShrink: 0 }}>
      {BUILDER_TITLE}
    </Button>
  );
}
