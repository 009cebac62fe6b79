import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableHighlightStyle } from './html-editor-setup';

describe('the HTML editor highlighting', () => {
  it('colours code at 4.5:1 or more on the active line (WCAG AA)', () => {
    const colours = readableHighlightStyle.specs.flatMap((spec) => (typeof spec.color === 'string' ? [spec.color] : []));
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(getContrastRatio(colour, '#f1faff'), colour).toBeGreaterThanOrEqual(4.5);
  });
});
