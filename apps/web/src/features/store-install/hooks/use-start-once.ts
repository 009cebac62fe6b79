import { useEffect, useRef } from 'react';

/**
 * Starts the page's call once per visit. A platform's code or signed request is good for one
 * exchange, and StrictMode runs effects twice in development: the ref outlives that second run.
 */
export function useStartOnce(start: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
}
