/** The account's team (the contract's `Team`, src/api/contract/paths/team.yaml): its members, their roles and the invitations waiting. */
import type { Schema } from './contract.ts';
import type { SaveState } from './loadState.ts';

export type Team = Schema<'Team'>;
export type TeamMember = Schema<'TeamMember'>;
export type Invitation = Schema<'Invitation'>;
export type InvitationInput = Schema<'InvitationInput'>;
export type InvitationOffer = Schema<'InvitationOffer'>;

/** The owner's handover of the account (POST /api/team/owner): to which admin, confirmed with the owner's password. */
export interface HandOverInput {
  memberId: number;
  password: string;
}

/** What the team page is doing to one member or invitation: which, what, and how it went. */
export interface TeamAction {
  kind: 'resend' | 'revoke' | 'role' | 'remove' | 'signOut';
  /** The member's or the invitation's id. */
  id: number;
  state: SaveState;
}
