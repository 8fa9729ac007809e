import { describe, expect, it } from 'vitest';
import { MockRejectedUser, MockUser } from '../../mock-api/fixtures/users';
import { guardDecision } from '@/app/guard';
import { ROUTES, type RouteId } from '@/lib/routes';
import type { KycStatus, User } from '@/lib/types';

const protectedRoutes = ROUTES.filter((route) => route.access === 'protected').map((route) => route.id as RouteId);
const withStatus = (kyc_status: KycStatus): User => ({ ...MockUser, kyc_status });

describe('guardDecision', () => {
  it('covers the six protected routes of the spec and the portal pages added to them', () => {
    expect(protectedRoutes.sort()).toEqual(
      [
        'botConfig',
        'buyCalls',
        'callDetail',
        'calls',
        'audit',
        'dashboard',
        'dataPrivacy',
        'delivery',
        'goLive',
        'profile',
        'resubmitKyc',
        'settings',
        'studioQuestions',
        'studioTest',
        'studioVersions',
        'team',
        'usage',
        'webhookLog',
      ].sort(),
    );
  });

  it.each(protectedRoutes)('%s: without a token, sends to login', (routeId) => {
    expect(guardDecision({ token: null, user: MockUser, isAuthenticated: true, routeId })).toEqual({ type: 'redirect', to: 'login' });
    expect(guardDecision({ token: null, user: null, isAuthenticated: false, routeId })).toEqual({ type: 'redirect', to: 'login' });
  });

  it.each(protectedRoutes)('%s: with a token but not authenticated, sends to login', (routeId) => {
    expect(guardDecision({ token: 't', user: MockUser, isAuthenticated: false, routeId })).toEqual({ type: 'redirect', to: 'login' });
  });

  it.each(protectedRoutes)('%s: with a token and no user yet, fetches the user first', (routeId) => {
    expect(guardDecision({ token: 't', user: null, isAuthenticated: true, routeId })).toEqual({ type: 'fetchUser' });
  });

  it.each(protectedRoutes.filter((id) => id !== 'resubmitKyc'))('%s: a rejected KYC goes to resubmit-kyc', (routeId) => {
    expect(guardDecision({ token: 't', user: MockRejectedUser, isAuthenticated: true, routeId })).toEqual({
      type: 'redirect',
      to: 'resubmitKyc',
    });
  });

  it('resubmit-kyc is allowed for a rejected KYC', () => {
    expect(guardDecision({ token: 't', user: MockRejectedUser, isAuthenticated: true, routeId: 'resubmitKyc' })).toEqual({ type: 'allow' });
  });

  it.each(['approved', 'pending', 'not_submitted'] as const)('a %s KYC opening resubmit-kyc goes to the dashboard', (status) => {
    expect(guardDecision({ token: 't', user: withStatus(status), isAuthenticated: true, routeId: 'resubmitKyc' })).toEqual({
      type: 'redirect',
      to: 'dashboard',
    });
  });

  it.each(protectedRoutes.filter((id) => id !== 'resubmitKyc'))('%s: allowed for an authenticated user not rejected', (routeId) => {
    for (const status of ['approved', 'pending', 'not_submitted'] as const) {
      expect(guardDecision({ token: 't', user: withStatus(status), isAuthenticated: true, routeId })).toEqual({ type: 'allow' });
    }
  });
});
