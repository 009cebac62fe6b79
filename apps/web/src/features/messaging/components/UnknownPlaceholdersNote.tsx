import Alert from '@mui/material/Alert';
import { MESSAGING_MESSAGES, unknownPlaceholders } from '@trailpost/contracts';

type Props = { text: string; known?: readonly string[] };

/** Flags bracketed names that are not placeholders: they are sent as typed, which is rarely meant. */
export function UnknownPlaceholdersNote({ text, known }: Props) {
  const unknown = unknownPlaceholders(text, known);
  if (unknown.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 0.5, py: 0, '& .MuiAlert-icon': { py: 0.75 } }}>
      {MESSAGING_MESSAGES.unknownPlaceholders(unknown)}
    </Alert>
  );
}
