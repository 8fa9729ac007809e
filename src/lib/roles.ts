/**
 * Who in an account may do what: one table, read by the mock API (which answers 403 with the
 * reason to a role the table excludes) and by the portal (which shows the control disabled with
 * the same reason). Every route that needs a session is listed; one missing from the table is
 * refused to everyone but the owner, and a test checks the table against the contract.
 *
 * - Owner (one per account): everything.
 * - Admin: everything but billing, the team and the account itself (its holder's e-mail and
 *   phone, its identity check, its own data export, its deletion).
 * - Staff: the call history and call pages (listen, call back, rate, report spam), the test chat
 *   and the questions inbox (read); no exports, no billing, no changes to the agent, delivery or
 *   the line. Everyone manages their own sessions and password.
 */
import type { Schema } from './contract.ts';

export type Role = Schema<'Role'>;
export type MemberRole = Schema<'MemberRole'>;
export type SessionMember = Schema<'SessionMember'>;

export const MEMBER_ROLES = ['admin', 'staff'] as const satisfies readonly MemberRole[];

/** The uses, each with the roles that may. */
export const ROLE_USES = {
  /** The person's own session, password and the account's public face (name, settings, balance). */
  self: ['owner', 'admin', 'staff'],
  /** Reading calls and acting on one (listen, call back, rate, report spam). */
  calls: ['owner', 'admin', 'staff'],
  /** Reading the agent, talking to it in the test chat and running its scenarios, reading its questions. */
  agentRead: ['owner', 'admin', 'staff'],
  /** Downloading data out of the portal (call lists, a caller's data). */
  exports: ['owner', 'admin'],
  /** Changing the agent, delivery, the line, privacy settings, the profile; reading the audit log. */
  manage: ['owner', 'admin'],
  /** Plans, payments, minutes, invoices, billing details. */
  billing: ['owner'],
  /** The team, the account's holder details, identity check, its data and its deletion. */
  account: ['owner'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleUse = keyof typeof ROLE_USES;

/** Every route that needs a session (`METHOD /path/{param}` as the contract writes it), and its use. */
export const ROUTE_ROLES: Readonly<Record<string, RoleUse>> = {
  'GET /api/current-user': 'self',
  'GET /auth/me': 'self',
  'GET /api/sessions': 'self',
  'DELETE /api/sessions/{id}': 'self',
  'POST /api/sessions/end-others': 'self',
  'PUT /api/users/newPassword/{email}': 'self',
  'GET /api/profile': 'self',
  'GET /api/settings': 'self',
  'GET /api/balance': 'self',
  'GET /api/golive': 'self',

  'GET /api/calls': 'calls',
  'GET /api/calls/updates': 'calls',
  'GET /api/calls/{id}': 'calls',
  'POST /api/calls/{id}/spam': 'calls',
  'PUT /api/calls/{id}/rating': 'calls',
  'POST /api/calls/{id}/callback': 'calls',

  'GET /api/studio': 'agentRead',
  'GET /api/studio/holidays': 'agentRead',
  'GET /api/studio/versions': 'agentRead',
  'GET /api/studio/compare': 'agentRead',
  'GET /api/studio/answers': 'agentRead',
  'GET /api/studio/scenarios': 'agentRead',
  'GET /api/studio/questions': 'agentRead',
  'POST /api/studio/chat': 'agentRead',
  // Running the scenarios tests the draft and changes nothing.
  'POST /api/studio/scenarios/run': 'agentRead',
  'GET /api/bot-config': 'agentRead',

  'GET /api/calls/export': 'exports',
  'POST /api/privacy/callers/export': 'exports',
  'GET /api/privacy/exports/{token}': 'exports',

  'PUT /api/users/newIaprompt/{email}': 'manage',
  'PUT /api/bot-config': 'manage',
  'PUT /api/profile': 'manage',
  'PUT /api/settings': 'manage',
  'PUT /api/studio/draft/voice': 'manage',
  'PUT /api/studio/draft/facts': 'manage',
  'PUT /api/studio/draft/hours': 'manage',
  'PUT /api/studio/draft/actions': 'manage',
  'POST /api/studio/answers': 'manage',
  'PUT /api/studio/answers/{id}': 'manage',
  'DELETE /api/studio/answers/{id}': 'manage',
  'POST /api/studio/publish': 'manage',
  'POST /api/studio/versions/{number}/restore': 'manage',
  'POST /api/studio/scenarios': 'manage',
  'DELETE /api/studio/scenarios/{id}': 'manage',
  'GET /api/delivery': 'manage',
  'POST /api/delivery/rules': 'manage',
  'PUT /api/delivery/rules/{id}': 'manage',
  'DELETE /api/delivery/rules/{id}': 'manage',
  'PUT /api/delivery/digest': 'manage',
  'POST /api/delivery/webhooks': 'manage',
  'GET /api/delivery/webhooks/{id}': 'manage',
  'PUT /api/delivery/webhooks/{id}': 'manage',
  'DELETE /api/delivery/webhooks/{id}': 'manage',
  'GET /api/delivery/webhooks/{id}/secret': 'manage',
  'POST /api/delivery/webhooks/{id}/secret': 'manage',
  'GET /api/delivery/webhooks/{id}/messages': 'manage',
  'POST /api/delivery/webhooks/{id}/messages/{messageId}/resend': 'manage',
  'POST /api/delivery/webhooks/{id}/recover': 'manage',
  'POST /api/delivery/webhooks/{id}/test': 'manage',
  'GET /api/delivery/calls/{id}': 'manage',
  'PUT /api/golive/line': 'manage',
  'POST /api/golive/test': 'manage',
  'POST /api/golive/pause': 'manage',
  'POST /api/golive/resume': 'manage',
  'GET /api/privacy': 'manage',
  'PUT /api/privacy/retention': 'manage',
  'POST /api/privacy/callers/lookup': 'manage',
  'POST /api/privacy/callers/erase': 'manage',
  'GET /api/audit': 'manage',
  'GET /api/audit/export': 'manage',

  'GET /api/usage': 'billing',
  'GET /api/usage/ledger': 'billing',
  'GET /api/invoices': 'billing',
  'GET /api/invoices/{id}/pdf': 'billing',
  'GET /api/billing-details': 'billing',
  'PUT /api/billing-details': 'billing',
  'GET /api/auto-top-up': 'billing',
  'PUT /api/auto-top-up': 'billing',
  'GET /api/guarantee': 'billing',
  'POST /api/guarantee/refund': 'billing',
  'GET /api/subscriptions': 'billing',

  'PUT /api/users/newEmail/{email}': 'account',
  'PUT /api/users/newPhone/{email}': 'account',
  'POST /kyc/resubmit-kyc': 'account',
  'GET /api/account/export': 'account',
  'POST /api/account/deletion': 'account',
  'DELETE /api/account/deletion': 'account',
  'GET /api/team': 'self',
  'POST /api/team/invitations': 'account',
  'DELETE /api/team/invitations/{id}': 'account',
  'POST /api/team/invitations/{id}/resend': 'account',
  'PUT /api/team/members/{id}': 'account',
  'DELETE /api/team/members/{id}': 'account',
  'DELETE /api/team/members/{id}/sessions': 'account',
  'POST /api/team/owner': 'account',
};

/** Whether a role may use something. */
export function roleAllows(role: Role, use: RoleUse): boolean {
  return (ROLE_USES[use] as readonly Role[]).includes(role);
}

/** Whether a role may call a route (`METHOD /path/{param}`); a route missing from the table is the owner's only. */
export function roleAllowsRoute(role: Role, route: string): boolean {
  const use = ROUTE_ROLES[route];
  return use ? roleAllows(role, use) : role === 'owner';
}
