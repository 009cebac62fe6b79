import { useState } from 'react';
import { decideAccess, type GuardDecision, type GuardInput } from './decide-access';

/**
 * The guard decision, taken again on every navigation and whenever the user signs in or out,
 * but not on other stored changes: finishing onboarding on /onboarding must not bounce the user
 * before the screen itself navigates on.
 */
export function useGuardDecision(input: GuardInput, navigationKey: string): GuardDecision {
  const key = `${navigationKey}|${input.session ? 'in' : 'out'}`;
  const [snapshot, setSnapshot] = useState(() => ({ key, decision: decideAccess(input) }));
  if (snapshot.key !== key) {
    const decision = decideAccess(input);
    setSnapshot({ key, decision });
    return decision;
  }
  return snapshot.decision;
}
