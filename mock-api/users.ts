/**
 * A new account's user: the rules both sign-up routes share (`POST /auth/register` in auth.ts and
 * the sign-up with documents in accounts.ts): an e-mail or phone taken answers the spec's codes,
 * and the user is stored with its address checked again inside the write.
 */
import type { Request, Response } from 'express';
import { SIGNUP_ERROR_CODES } from '../src/lib/serverMessages.ts';
import { CUSTOMER_ROLE_ID } from '../src/lib/types.ts';
import type { ApiContext } from './context.ts';
import { normalizeEmail, normalizePhone, sendError } from './http.ts';
import { msg } from './messages.ts';
import { hashPassword } from './security.ts';
import { findUserByEmail, findUserByPhone, type UserRecord } from './store.ts';
import { findMemberByEmail, nextPersonId } from './team.ts';

export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  phone: string;
  iaprompt: string;
}

type Conflict = 'email' | 'phone';

/** Whether an e-mail or a phone number already belongs to an account. */
function conflictOf(ctx: ApiContext, email: string, phone: string): Conflict | null {
  // A member's address is taken too: one address signs in to one place.
  if (findUserByEmail(ctx.db, email) || findMemberByEmail(ctx.db, email)) return 'email';
  if (findUserByPhone(ctx.db, phone)) return 'phone';
  return null;
}

/** 400 with the spec's code for an e-mail (400_001) or a phone (400_002) already taken. */
export function sendConflict(req: Request, res: Response, conflict: Conflict): void {
  if (conflict === 'email') sendError(res, 400, msg(req, 'emailExists'), SIGNUP_ERROR_CODES.emailExists);
  else sendError(res, 400, msg(req, 'phoneExists'), SIGNUP_ERROR_CODES.phoneExists);
}

/**
 * A registration the contract has already checked (`NewUser`, or the sign-up form's fields),
 * normalised; answers 400 with the spec's codes for an e-mail (400_001) or a phone (400_002)
 * already taken and returns null, else the input. `createUser` checks again inside its write.
 */
export function newUserInput(ctx: ApiContext, req: Request, res: Response, input: NewUserInput): NewUserInput | null {
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phone);
  const conflict = conflictOf(ctx, email, phone);
  if (conflict) {
    sendConflict(req, res, conflict);
    return null;
  }
  return { name: input.name.trim(), email, phone, password: input.password, iaprompt: input.iaprompt.trim() };
}

export type CreatedUser = { ok: true; user: UserRecord } | { ok: false; conflict: Conflict };

/**
 * Stores a new, unverified user. The password is hashed first (slow, awaited); then, in one
 * `db.mutate` (nothing can run in between), the e-mail and phone are checked again, the id is
 * allocated and the user inserted, with whatever `alsoStore` adds for it (documents, the
 * verification mail). Two sign-ups at once can never share an id or an address.
 */
export async function createUser(
  ctx: ApiContext,
  input: NewUserInput,
  extra: Partial<UserRecord> = {},
  alsoStore?: (user: UserRecord) => void,
): Promise<CreatedUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.mutate((data): CreatedUser => {
    const conflict = conflictOf(ctx, input.email, input.phone);
    if (conflict) return { ok: false, conflict };
    const user: UserRecord = {
      // Above every id given before, a member's (the audit log's person ids) and a deleted
      // account's (its invoices are still filed under it) too.
      id: nextPersonId(ctx.db),
      name: input.name,
      email: input.email,
      phone: input.phone,
      iaprompt: input.iaprompt,
      kyc_status: 'not_submitted',
      role_id: CUSTOMER_ROLE_ID,
      verified: false,
      company: null,
      passwordHash,
      createdAt: new Date(ctx.now()).toISOString(),
      ...extra,
    };
    data.users.push(user);
    alsoStore?.(user);
    return { ok: true, user };
  });
}
