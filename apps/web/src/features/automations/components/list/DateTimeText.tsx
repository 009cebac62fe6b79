import Box from '@mui/material/Box';
import { useFormatDateTime } from '@/lib/use-format-date-time';

/** An instant in the user's format as two short lines, the day over the time, so that date columns stay narrow. */
export function DateTimeText({ value }: { value: string | null }) {
  const formatDateTime = useFormatDateTime();
  const text = formatDateTime(value);
  const gap = text.indexOf(' ');
  if (!value || gap < 0) return <>{text}</>;
  return (
    <Box component="time" dateTime={value} title={text} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {text.slice(0, gap)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
        {text.slice(gap + 1)}
      </Box>
    </Box>
  );
}
