import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its web addresses turned into links (opened in a new tab). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
