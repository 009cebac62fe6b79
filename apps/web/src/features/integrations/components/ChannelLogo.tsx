import Box from '@mui/material/Box';

type Props = { src: string; size?: number };

/** A channel's logo; decorative, since its name is always written beside it. */
export function ChannelLogo({ src, size = 48 }: Props) {
  return <Box component="img" src={src} alt="" width={size} height={size} sx={{ flexShrink: 0, borderRadius: 1.5, display: 'block' }} />;
}
