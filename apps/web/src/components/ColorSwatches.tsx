import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { ChangeEvent } from 'react';
import { readableTextColor } from '@/lib/readable-text-color';

type Props = {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  /** Adds a free colour picker after the swatches. */
  allowCustom?: boolean;
  disabled?: boolean;
  label?: string;
};

const SIZE = 24;

/** A row of colour swatches; the chosen one carries a tick. */
export function ColorSwatches({ colors, value, onChange, allowCustom = false, disabled = false, label = 'Colour' }: Props) {
  const current = value.toUpperCase();
  const isCustom = !colors.some((c) => c.toUpperCase() === current);
  return (
    <Box role="radiogroup" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
      {colors.map((color) => {
        const selected = color.toUpperCase() === current;
        return (
          <ButtonBase
            key={color}
            role="radio"
            aria-checked={selected}
            aria-label={color}
            disabled={disabled}
            onClick={() => onChange(color.toUpperCase())}
            sx={{
              width: SIZE,
              height: SIZE,
              borderRadius: '50%',
              bgcolor: color,
              border: 1,
              borderColor: selected ? 'text.primary' : 'divider',
              boxShadow: selected ? 2 : 0,
              color: readableTextColor(color),
            }}
          >
            {selected ? <CheckIcon sx={{ fontSize: 16 }} /> : null}
          </ButtonBase>
        );
      })}
      {allowCustom ? (
        <Tooltip title="Custom colour">
          <Box
            component="label"
            sx={{
              position: 'relative',
              width: SIZE,
              height: SIZE,
              borderRadius: '50%',
              overflow: 'hidden',
              border: 1,
              borderColor: isCustom ? 'text.primary' : 'divider',
              boxShadow: isCustom ? 2 : 0,
              cursor: disabled ? 'default' : 'pointer',
              background: isCustom ? current : 'conic-gradient(red, yellow, lime, aqua, blue, magenta, red)',
            }}
          >
            <Box
              component="input"
              type="color"
              aria-label="Custom colour"
              disabled={disabled}
              value={/^#[0-9A-F]{6}$/.test(current) ? current.toLowerCase() : '#000000'}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toUpperCase())}
              sx={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'inherit', width: '100%', height: '100%', border: 0, p: 0 }}
            />
          </Box>
        </Tooltip>
      ) : null}
    </Box>
  );
}
