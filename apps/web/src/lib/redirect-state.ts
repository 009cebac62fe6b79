/** Router state that carries the page a visitor was sent away from, so sign-in can return there. */
export type RedirectState = { from?: string };

export function fromOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** Keeps an existing "from" when moving between sign-in screens. */
export function carryFrom(state: unknown): RedirectState | undefined {
  const from = fromOf(state);
  return from ? { from } : undefined;
}
