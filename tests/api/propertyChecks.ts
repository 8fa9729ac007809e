/**
 * The checks the property-based tests of the mock API run after every generated request: the
 * answer (no 500, JSON errors, no secret, no polluted prototype), the store (storeRules.ts), and
 * another account, unchanged.
 */
import { expect } from 'vitest';
import type { TestApi } from './helpers.ts';
import { storeProblems } from './storeRules.ts';

type Row = Record<string, unknown>;

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Another account as it stands: its record, what belongs to it, and what it sees of itself. */
export async function accountSnapshot(api: TestApi, userId: number, token: string): Promise<string> {
  const data = api.ctx.db.data as Record<string, unknown[]>;
  const owned = Object.fromEntries(
    Object.entries(data)
      .filter(([name]) => !['outbox', 'verificationTokens', 'passwordResetTokens'].includes(name))
      .map(([name, list]) => [name, (list as Row[]).filter((row) => row.userId === userId)]),
  );
  const me = await api.request('GET', '/auth/me', { token });
  const profile = await api.request('GET', '/api/profile', { token });
  return JSON.stringify({
    user: data.users?.find((user) => (user as Row).id === userId),
    owned,
    me: await me.text(),
    profile: await profile.text(),
  });
}

/** What every answer to a generated request keeps: no 500, JSON errors, no secret. */
export async function checkAnswer(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500);
  // A password hash (the store's shape: a 16-byte salt and the hash in base64; a short look-alike
  // the client sent, such as `scrypt$16384$8$1$AAAA$BBBB` as a name, may be echoed back), a stack
  // trace or a path (field names the client sent may be echoed back too).
  expect(text, what).not.toMatch(/scrypt\$\d+\$\d+\$\d+\$[\w+/=-]{16,}\$[\w+/=-]{16,}|\n\s+at |node_modules|\/work\//);
  if (response.status >= 400) {
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof body.error, `${what} → ${text.slice(0, 300)}`).toBe('string');
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join(), 'Object.prototype unchanged').toBe(PROTOTYPE_KEYS);
  expect(({} as Row).polluted, 'no polluted object').toBeUndefined();
}

/** The store keeps every rule (see storeProblems). */
export function checkStore(api: TestApi, what: string): void {
  expect(storeProblems(api.ctx.db.data, api.ctx.uploadsDir), what).toEqual([]);
}
