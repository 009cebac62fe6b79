import { useState } from 'react';

/**
 * True from the first time `open` is true: a drawer or dialog whose code is fetched on first use
 * is drawn only once it has been asked for, then stays mounted and closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
