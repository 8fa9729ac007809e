/**
 * The contract test's calls of the account's team: a success and the errors of each operation,
 * spread into the cases of contract-accounts.test.ts (the team is the account's).
 */
import { DEMO_PASSWORD, MockUser, DEMO_TEAM_PASSWORDS } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function teamCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const owner = () => api().login(MockUser.email, DEMO_PASSWORD);
  const staff = () => api().login('staff@example.com', DEMO_TEAM_PASSWORDS.staff);
  const request = (method: string, url: string, token?: string, json?: unknown) =>
    api().request(method, url, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
  /** Invites someone new and answers the link's token from the outbox. */
  const invited = async (email: string) => {
    await request('POST', '/api/team/invitations', await owner(), { email, role: 'staff', language: 'en' });
    const mails = (await (await request('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { link: string }[];
    return new URL(mails[0]?.link ?? 'http://x/').searchParams.get('token') ?? 'none-none-none-none-none';
  };
  return {
    getTeam: {
      success: [async () => request('GET', '/api/team', await owner())],
      errors: [() => request('GET', '/api/team')],
    },
    invite: {
      success: [
        async () =>
          request('POST', '/api/team/invitations', await owner(), { email: 'contract@example.com', role: 'admin', language: 'es' }),
      ],
      errors: [
        async () => request('POST', '/api/team/invitations', await owner(), { email: 'not an address', role: 'staff', language: 'en' }),
        async () => request('POST', '/api/team/invitations', await owner(), { email: 'x@example.com', role: 'owner', language: 'en' }),
        async () => request('POST', '/api/team/invitations', await owner(), { email: 'staff@example.com', role: 'staff', language: 'en' }),
        async () => request('POST', '/api/team/invitations', await staff(), { email: 'x@example.com', role: 'staff', language: 'en' }),
        () => request('POST', '/api/team/invitations', undefined, { email: 'x@example.com', role: 'staff', language: 'en' }),
      ],
    },
    resendInvitation: {
      success: [async () => request('POST', '/api/team/invitations/1/resend', await owner())],
      errors: [
        async () => request('POST', '/api/team/invitations/999/resend', await owner()),
        async () => request('POST', '/api/team/invitations/abc/resend', await owner()),
        async () => request('POST', '/api/team/invitations/1/resend', await staff()),
        () => request('POST', '/api/team/invitations/1/resend'),
      ],
    },
    revokeInvitation: {
      success: [async () => request('DELETE', '/api/team/invitations/1', await owner())],
      errors: [
        async () => request('DELETE', '/api/team/invitations/999', await owner()),
        async () => request('DELETE', '/api/team/invitations/1', await staff()),
        () => request('DELETE', '/api/team/invitations/1'),
      ],
    },
    changeRole: {
      success: [async () => request('PUT', '/api/team/members/1002', await owner(), { role: 'admin' })],
      errors: [
        async () => request('PUT', '/api/team/members/1002', await owner(), { role: 'owner' }),
        async () => request('PUT', '/api/team/members/999', await owner(), { role: 'admin' }),
        async () => request('PUT', '/api/team/members/1002', await staff(), { role: 'admin' }),
        () => request('PUT', '/api/team/members/1002', undefined, { role: 'admin' }),
      ],
    },
    removeMember: {
      success: [async () => request('DELETE', '/api/team/members/1001', await owner())],
      errors: [
        async () => request('DELETE', '/api/team/members/999', await owner()),
        async () => request('DELETE', '/api/team/members/1001', await staff()),
        () => request('DELETE', '/api/team/members/1001'),
      ],
    },
    endMemberSessions: {
      success: [async () => request('DELETE', '/api/team/members/1002/sessions', await owner())],
      errors: [
        async () => request('DELETE', '/api/team/members/999/sessions', await owner()),
        async () => request('DELETE', '/api/team/members/1002/sessions', await staff()),
        () => request('DELETE', '/api/team/members/1002/sessions'),
      ],
    },
    transferOwnership: {
      success: [async () => request('POST', '/api/team/owner', await owner(), { memberId: 1001, password: DEMO_PASSWORD })],
      errors: [
        async () => request('POST', '/api/team/owner', await owner(), { memberId: 1001, password: 'not-the-password' }),
        async () => request('POST', '/api/team/owner', await owner(), { memberId: 1002, password: DEMO_PASSWORD }),
        async () => request('POST', '/api/team/owner', await owner(), { memberId: 999, password: DEMO_PASSWORD }),
        async () => request('POST', '/api/team/owner', await owner(), { memberId: '1001', password: DEMO_PASSWORD }),
        async () => request('POST', '/api/team/owner', await staff(), { memberId: 1001, password: DEMO_TEAM_PASSWORDS.staff }),
        () => request('POST', '/api/team/owner', undefined, { memberId: 1001, password: DEMO_PASSWORD }),
      ],
    },
    getInvitation: {
      success: [async () => request('GET', `/api/invitations/${await invited('offer@example.com')}`)],
      errors: [() => request('GET', '/api/invitations/aaaaaaaaaaaaaaaaaaaaaaaaaaaa'), () => request('GET', '/api/invitations/short')],
    },
    acceptInvitation: {
      success: [
        async () =>
          request('POST', `/api/invitations/${await invited('joins@example.com')}/accept`, undefined, {
            name: 'Ana',
            password: 'a-long-secret',
          }),
      ],
      errors: [
        () =>
          request('POST', '/api/invitations/aaaaaaaaaaaaaaaaaaaaaaaaaaaa/accept', undefined, { name: 'Ana', password: 'a-long-secret' }),
        async () =>
          request('POST', `/api/invitations/${await invited('short@example.com')}/accept`, undefined, { name: 'Ana', password: 'short' }),
        async () =>
          request('POST', `/api/invitations/${await invited('blank@example.com')}/accept`, undefined, {
            name: '  ',
            password: 'a-long-secret',
          }),
      ],
    },
  };
}
