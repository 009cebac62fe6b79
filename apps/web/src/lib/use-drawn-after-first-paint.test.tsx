import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnAfterFirstPaint } from './use-drawn-after-first-paint';

function Probe({ seen }: { seen: boolean[] }) {
  const drawn = useDrawnAfterFirstPaint();
  seen.push(drawn);
  return <p>{drawn ? 'below the fold' : 'above the fold only'}</p>;
}

describe('useDrawnAfterFirstPaint', () => {
  it('is false in the first render and true in the next, without any input', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(<Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(screen.getByText('below the fold')).toBeTruthy();
  });
});
