import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TAG_PALETTE } from '@trailpost/contracts';
import { useState } from 'react';
import { ColorSwatches } from '@/components/ColorSwatches';

type Props = {
  value: string;
  onChange: (color: string) => void;
  /** Accessible name of the swatch button, e.g. "Colour of Fragile". */
  label: string;
  disabled?: boolean;
};

const inPalette = (color: string) => TAG_PALETTE.some((c) => c.toUpperCase() === color.toUpperCase());

/**
 * A swatch that opens the tag palette. A palette colour applies at once; a custom colour
 * applies with APPLY, so dragging in the system picker does not save every shade.
 */
export function ColorPicker({ value, onChange, label, disabled = false }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [custom, setCustom] = useState<string | null>(null);

  const close = () => {
    setAnchor(null);
    setCustom(null);
  };
  const choose = (color: string) => {
    if (!inPalette(color)) {
      setCustom(color);
      return;
    }
    close();
    if (color.toUpperCase() !== value.toUpperCase()) onChange(color);
  };

  return (
    <>
      <ButtonBase
        aria-label={label}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: value, border: 1, borderColor: 'divider', flexShrink: 0 }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 260 } } }}
      >
        <Stack spacing={1.5}>
          <Typography variant="subtitle2">Choose a colour</Typography>
          <ColorSwatches colors={TAG_PALETTE} value={custom ?? value} onChange={choose} allowCustom label={label} />
          {custom ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1, fontFamily: 'monospace' }}>
                {custom}
              </Typography>
              <Button size="small" variant="contained" onClick={() => {
                const color = custom;
                close();
                if (color.toUpperCase() !== value.toUpperCase()) onChange(color);
              }}>
                APPLY
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Popover>
    </>
  );
}
