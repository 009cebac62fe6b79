import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('gives every coloured button and chip text with at least 4.5:1 contrast (WCAG AA)', () => {
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(contrastText, main), `${name}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
