import type { RouteId } from '@/lib/routes';
import type { User } from '@/lib/types';

export interface GuardInput {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  routeId: RouteId;
}

export type GuardDecision =
  | { type: 'allow' }
  /** A token is held but the user is not known yet: fetch it, then decide again. */
  | { type: 'fetchUser' }
  | { type: 'redirect'; to: 'login' | 'resubmitKyc' | 'dashboard' };

/**
 * The auth guard of the protected routes (login required, then the account's state), as a pure function:
 * - a token, a user and the authenticated flag are needed together, else login;
 * - with a token but no user yet, the current user is fetched first;
 * - a user whose KYC was rejected is sent to resubmit-kyc from any other guarded page;
 * - a user whose KYC was not rejected is sent from resubmit-kyc to the dashboard.
 */
export function guardDecision({ token, user, isAuthenticated, routeId }: GuardInput): GuardDecision {
  if (!token || !isAuthenticated) return { type: 'redirect', to: 'login' };
  if (!user) return { type: 'fetchUser' };
  const rejected = user.kyc_status === 'rejected';
  if (rejected && routeId !== 'resubmitKyc') return { type: 'redirect', to: 'resubmitKyc' };
  if (!rejected && routeId === 'resubmitKyc') return { type: 'redirect', to: 'dashboard' };
  return { type: 'allow' };
}
