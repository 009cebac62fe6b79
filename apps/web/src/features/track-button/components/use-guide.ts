import { useState } from 'react';

/**
 * Which steps of a guide are ticked and which one is open. Done ticks a step (pressed again it
 * is unticked) and opens the next one not yet done.
 */
export function useGuide(steps: number) {
  const [done, setDone] = useState<readonly boolean[]>(() => Array.from({ length: steps }, () => false));
  const [open, setOpen] = useState<number | null>(0);

  const toggleDone = (index: number) => {
    const next = done.map((value, i) => (i === index ? !value : value));
    setDone(next);
    if (next[index]) {
      const following = next.findIndex((value, i) => i > index && !value);
      setOpen(following === -1 ? null : following);
    }
  };

  return {
    done,
    isOpen: (index: number) => open === index,
    setOpen: (index: number, expanded: boolean) => setOpen(expanded ? index : null),
    toggleDone,
  };
}
