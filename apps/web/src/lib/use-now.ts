import { useEffect, useState } from 'react';

/** The current time, renewed every intervalMs, so that "5 minutes ago" keeps up while a screen stays open. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
