import type { LoginNotice } from './LoginView';

/**
 * The green notice of the login page, from its query string: `registered=true`
 * with an `email` (confirmation e-mail sent), `confirmed=true` (account confirmed), and
 * `reset=true` (password changed, after the reset link).
 */
export function loginNoticeFrom(params: URLSearchParams): LoginNotice | null {
  const email = params.get('email')?.trim();
  if (params.get('registered') === 'true' && email) return { kind: 'registered', email };
  if (params.get('confirmed') === 'true') return { kind: 'confirmed' };
  if (params.get('reset') === 'true') return { kind: 'passwordReset' };
  return null;
}
