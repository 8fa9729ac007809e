/** A member's sessions: where they are signed in (the contract's `SessionSummary`, src/api/contract/paths/sessions.yaml). */
import type { Answer, Schema } from './contract.ts';

export type SessionSummary = Schema<'SessionSummary'>;
export type SessionList = Answer<'/api/sessions', 'get'>;
