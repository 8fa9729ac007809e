/**
 * Where the session token lives (local storage, key `token`). When the visitor
 * does not tick "remember me", the token goes to session storage instead and ends with the
 * browser session.
 */
export const TOKEN_STORAGE_KEY = 'token';
/** Stands in for a token when the server answered a login without one (cookie session). */
export const SESSION_MARKER = 'session-based';

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

export function readToken(): string | null {
  for (const storage of storages()) {
    const value = storage.getItem(TOKEN_STORAGE_KEY);
    if (value) return value;
  }
  return null;
}

export function writeToken(token: string, persistent: boolean): void {
  const [local, session] = storages();
  if (!local || !session) return;
  (persistent ? session : local).removeItem(TOKEN_STORAGE_KEY);
  (persistent ? local : session).setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_STORAGE_KEY);
}

/** The bearer header value for a token, if it is a real token. */
export function bearer(token: string | null): string | null {
  return token && token !== SESSION_MARKER ? `Bearer ${token}` : null;
}
