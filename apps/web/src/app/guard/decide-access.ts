import { matchAppRoute } from '../routes/match-route';
import { hasAccess, homeForRoles, type GuardSession } from './access';

export type GuardInput = {
  /** The pathname being visited. */
  path: string;
  /** The signed-in user, or null. */
  session: GuardSession | null;
  /** Whether the account chooser has saved accounts. */
  hasSavedAccounts: boolean;
  /** The page the visitor was sent away from, if any. */
  from?: string;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rememberFrom: boolean }
  | { kind: 'no-access' };

/** Where a sub-user goes when its organization requires two-step sign-in it has not turned on. */
export const TWO_FACTOR_ENROLMENT_PATH = '/two_factor_setup';

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string, rememberFrom = false): GuardDecision => ({ kind: 'redirect', to, rememberFrom });

/** Where a signed-in user goes instead of a sign-in screen (part 1 §2.3). */
export function signedInTarget(session: GuardSession, from?: string): string {
  const fromRoute = from ? matchAppRoute(from.split(/[?#]/)[0] ?? from) : null;
  if (session.mustEnrolTwoFactor) return TWO_FACTOR_ENROLMENT_PATH;
  if (from && fromRoute && fromRoute.kind === 'guarded') return from;
  if (session.userType === 'user') return session.subDomainStatus === '0' ? '/onboarding' : '/dashboard';
  return homeForRoles(session.roles);
}

/** Where a visitor without a session goes for a guarded page. */
export function signedOutTarget(hasSavedAccounts: boolean): string {
  return hasSavedAccounts ? '/users' : '/login';
}

/** The access rules of part 1 §2.3 and part 2 §2.18, as one pure decision. */
export function decideAccess({ path, session, hasSavedAccounts, from }: GuardInput): GuardDecision {
  const route = matchAppRoute(path);
  if (!route || route.kind === 'public') return allow;

  if (route.kind === 'auth') return session ? redirect(signedInTarget(session, from)) : allow;

  if (!session) return redirect(signedOutTarget(hasSavedAccounts), true);

  // The server answers nothing else until two-step sign-in is on.
  if (session.mustEnrolTwoFactor) return route.path === TWO_FACTOR_ENROLMENT_PATH ? allow : redirect(TWO_FACTOR_ENROLMENT_PATH);
  if (route.path === TWO_FACTOR_ENROLMENT_PATH) return redirect(signedInTarget(session));

  if (session.userType === 'user' && session.subDomainStatus === '0' && route.path !== '/onboarding') {
    return redirect('/onboarding');
  }
  if (session.subDomainStatus === '1' && route.path === '/onboarding') return redirect('/dashboard');

  if (route.path === '/' && session.userType === 'subuser') return redirect(homeForRoles(session.roles));

  if (route.access && !hasAccess(session, route.access)) return { kind: 'no-access' };
  if (route.mainUserOnly && session.userType === 'subuser') return { kind: 'no-access' };
  return allow;
}
