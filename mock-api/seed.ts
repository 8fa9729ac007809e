import { SEED_ACCOUNTS } from '../stories/fixtures/users.ts';
import type { ApiModule } from './context.ts';
import { hashPassword } from './security.ts';
import type { DbShape, UserRecord } from './store.ts';

const SEED_DATE = '2026-01-15T09:00:00.000Z';

/** The first contents of the db: the demo accounts (passwords hashed) and every module's seed. */
export async function createSeed(modules: readonly ApiModule[]): Promise<DbShape> {
  const users: UserRecord[] = await Promise.all(
    SEED_ACCOUNTS.map(async ({ user, password }) => ({
      ...user,
      passwordHash: await hashPassword(password),
      createdAt: SEED_DATE,
    })),
  );
  const db: DbShape = { users, sessions: [], outbox: [], verificationTokens: [] };
  for (const module of modules) {
    if (module.seed) Object.assign(db, await module.seed());
  }
  return db;
}
