import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render; true in a transition started once that render is on
 * screen. A part below the fold drawn this way does not hold back the first paint of what is
 * above it, and React renders it in slices the browser can paint and answer input between.
 */
export function useDrawnAfterFirstPaint(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
