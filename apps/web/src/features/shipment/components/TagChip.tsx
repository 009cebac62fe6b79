import Chip, { type ChipProps } from '@mui/material/Chip';
import { readableTextColor } from '@/lib/readable-text-color';

type Props = Omit<ChipProps, 'label' | 'color'> & { name: string; color: string };

/** A tag in its own colour, with text that stays readable on it. */
export function TagChip({ name, color, sx, ...rest }: Props) {
  const text = readableTextColor(color);
  return (
    <Chip
      size="small"
      label={name}
      {...rest}
      sx={[
        {
          bgcolor: color,
          color: text,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.12)',
          fontWeight: 500,
          '& .MuiChip-deleteIcon': { color: text, opacity: 0.6, '&:hover': { color: text, opacity: 0.9 } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
