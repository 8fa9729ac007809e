import type { MemberRole, SessionMember } from '@/lib/roles';
import type { HandOverInput, InvitationInput, InvitationOffer, Team, TeamMember } from '@/lib/team';
import type { User } from '@/lib/types';
import { api } from './client';
import { expectObject, InvalidResponseError } from './errors';

/** GET /api/team: the members (the owner first) and the invitations waiting. */
export async function fetchTeam(): Promise<Team> {
  const team = expectObject<Team>(await api.get('team').json(), 'members');
  return { members: team.members, invitations: Array.isArray(team.invitations) ? team.invitations : [] };
}

/** POST /api/team/invitations: any 2xx is sent (the mock answers the invitation). */
export async function invite(input: InvitationInput): Promise<void> {
  await api.post('team/invitations', { json: input, retry: 0 });
}

/** POST /api/team/invitations/{id}/resend: a new link for 7 more days. */
export async function resendInvitation(id: number): Promise<void> {
  await api.post(`team/invitations/${id}/resend`, { retry: 0 });
}

/** DELETE /api/team/invitations/{id}: the link stops working. */
export async function revokeInvitation(id: number): Promise<void> {
  await api.delete(`team/invitations/${id}`, { retry: 0 });
}

/** PUT /api/team/members/{id}: admin or staff. */
export async function changeRole(id: number, role: MemberRole): Promise<TeamMember | null> {
  const text = await api.put(`team/members/${id}`, { json: { role }, retry: 0 }).text();
  return text.trim() ? (JSON.parse(text) as TeamMember) : null;
}

/** DELETE /api/team/members/{id}: their sessions end at once. */
export async function removeMember(id: number): Promise<void> {
  await api.delete(`team/members/${id}`, { retry: 0 });
}

/** DELETE /api/team/members/{id}/sessions: the member's sessions end; they stay in the team. */
export async function endMemberSessions(id: number): Promise<void> {
  await api.delete(`team/members/${id}/sessions`, { retry: 0 });
}

/**
 * POST /api/team/owner: hands the account to an admin; the caller is an admin from then on. Who
 * the caller now is comes with the session (GET /api/current-user), whatever this answers.
 */
export async function handOver(input: HandOverInput): Promise<void> {
  await api.post('team/owner', { json: input, retry: 0 });
}

/** GET /api/invitations/{token}: what the link offers (404 used or unknown, 410 expired). */
export async function fetchInvitation(token: string): Promise<InvitationOffer> {
  return expectObject<InvitationOffer>(await api.get(`invitations/${encodeURIComponent(token)}`).json(), 'email');
}

/** POST /api/invitations/{token}/accept: joins and signs in; the session as login answers it. */
export async function acceptInvitation(token: string, input: { name: string; password: string }) {
  const data = await api
    .post(`invitations/${encodeURIComponent(token)}/accept`, { json: input, retry: 0 })
    .json<{ user?: User; token?: string; member?: SessionMember }>();
  if (!data?.user || typeof data.token !== 'string') throw new InvalidResponseError();
  return { user: data.user, token: data.token, member: data.member ?? null };
}
